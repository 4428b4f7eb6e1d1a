// SPDX-License-Identifier: MIT
// ZOJ 3209: the solver (the engine's smallest exact cover over the board's cells) and the
// zoj3209 profile. Generated cases plant a tiling: a guillotine partition of the board (a
// random rectangle cut in two at a random line, again and again), then add distractor pieces:
// mostly pieces shaped like planted ones at random places, which fit together locally as a
// tiling's pieces do, and some random rectangles; in --mode several, also unions of planted
// neighbours that form a rectangle and halves of planted pieces, so tilings of different sizes
// exist and the minimum matters; in --mode none, one planted piece is dropped and the case kept only when the solver
// proves that no tiling remains.
#include "common/judge/treasure_map.hpp"

#include <algorithm>
#include <bitset>
#include <set>
#include <unordered_map>

#include "common/engine/exact_cover.hpp"
#include "common/judge/test_model.hpp"
#include "common/judge/variant.hpp"
#include "common/sudoku/rng.hpp"

namespace sudokit {

TreasureResult fewest_pieces_by_exact_cover(const TreasureMap& map, std::uint64_t node_limit) {
  ExactCoverProblem problem(map.width * map.height);
  std::vector<int> piece_of;  // option -> piece (every piece has at least one cell)
  std::vector<int> cells;
  // Larger pieces first: the search tries options in this order, so early tilings are small
  // and bound the rest sooner.
  std::vector<std::size_t> order(map.pieces.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  const auto area = [&map](std::size_t k) {
    const auto& [x1, y1, x2, y2] = map.pieces[k];
    return (x2 - x1) * (y2 - y1);
  };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return area(a) > area(b); });
  for (std::size_t k : order) {
    const auto& [x1, y1, x2, y2] = map.pieces[k];
    cells.clear();
    for (int y = y1; y < y2; ++y) {
      for (int x = x1; x < x2; ++x) cells.push_back(y * map.width + x);
    }
    if (problem.add_option(cells)) piece_of.push_back(static_cast<int>(k));
  }
  ExactCoverSolver solver(problem);
  solver.set_node_limit(node_limit);
  std::vector<int> solution;
  TreasureResult result;
  result.complete = solver.smallest(solution).status == SearchStatus::complete;
  result.nodes = solver.stats().nodes;
  if (!solution.empty()) {
    result.pieces = static_cast<int>(solution.size());
    for (int option : solution) result.tiling.push_back(piece_of[static_cast<std::size_t>(option)]);
    std::sort(result.tiling.begin(), result.tiling.end());
  }
  return result;
}

namespace {

// The fewest pieces by the board's cells in row-major order. The first uncovered cell must be
// the top-left corner of the piece that covers it (every cell before it is covered, and a
// rectangle's first cell is its top-left one), so only the pieces with that corner are tried;
// and what is left to do depends only on which cells from there on are covered, so each such
// state is solved once (a broken-profile dynamic programme: the state is the first uncovered
// cell and the board's covered cells).
class CornerSearch {
 public:
  static constexpr int kNone = 1 << 20;  // no tiling

  CornerSearch(const TreasureMap& map, std::uint64_t node_limit)
      : cells_(map.width * map.height), at_(static_cast<std::size_t>(cells_)), budget_(node_limit) {
    int tallest = 1;
    for (const auto& [x1, y1, x2, y2] : map.pieces) tallest = std::max(tallest, y2 - y1);
    window_ = std::min(cells_, tallest * map.width);
    for (std::size_t k = 0; k < 64; ++k) word_.set(k);
    for (const auto& [x1, y1, x2, y2] : map.pieces) {
      Board piece;
      for (int y = y1; y < y2; ++y) {
        for (int x = x1; x < x2; ++x) piece.set(static_cast<std::size_t>(y * map.width + x));
      }
      at_[static_cast<std::size_t>(y1 * map.width + x1)].push_back(static_cast<int>(masks_.size()));
      masks_.push_back(piece);
    }
  }

  TreasureResult run() {
    TreasureResult result;
    const int fewest = solve(0);
    result.nodes = budget_.nodes();
    result.complete = !budget_.exhausted();
    if (budget_.exhausted() || fewest >= kNone) return result;
    result.pieces = fewest;
    // One smallest tiling: from each state, a piece whose rest is one piece shorter.
    covered_.reset();
    for (int cell = first_open(0), left = fewest; cell < cells_; cell = first_open(cell), --left) {
      bool placed = false;
      for (int k : at_[static_cast<std::size_t>(cell)]) {
        const Board& piece = masks_[static_cast<std::size_t>(k)];
        if ((covered_ & piece).any()) continue;
        covered_ |= piece;
        if (1 + solve(cell) == left) {
          result.tiling.push_back(k);
          placed = true;
          break;
        }
        covered_ ^= piece;
      }
      if (!placed) {  // the budget ran out on the way (states past kMostStates are solved again)
        result = TreasureResult{};
        result.nodes = budget_.nodes();
        result.complete = false;
        return result;
      }
    }
    result.nodes = budget_.nodes();
    std::sort(result.tiling.begin(), result.tiling.end());
    return result;
  }

 private:
  using Board = std::bitset<30 * 30>;
  // Memory stays bounded: past this many states, new ones are solved but not kept.
  static constexpr std::size_t kMostStates = 3'000'000;  // (about 200 MB at most)

  // A state as a short string: the first uncovered cell, then the covered cells of the next
  // `window_` (a piece placed from there on reaches no further; all beyond are uncovered).
  std::string state_of(int cell) const {
    std::string key(2, '\0');
    key[0] = static_cast<char>(cell & 0xFF);
    key[1] = static_cast<char>(cell >> 8);
    const Board ahead = covered_ >> static_cast<std::size_t>(cell);
    for (int bit = 0; bit < window_; bit += 64) {
      std::uint64_t word = ((ahead >> static_cast<std::size_t>(bit)) & word_).to_ullong();
      if (window_ - bit < 64) word &= (std::uint64_t{1} << (window_ - bit)) - 1;
      for (int byte = 0; byte < 8 && bit + 8 * byte < window_; ++byte) {
        key += static_cast<char>((word >> (8 * byte)) & 0xFF);
      }
    }
    return key;
  }

  int first_open(int cell) const {
    while (cell < cells_ && covered_[static_cast<std::size_t>(cell)]) ++cell;
    return cell;
  }

  // The fewest pieces covering the uncovered cells, every cell before `from` covered.
  int solve(int from) {
    const int cell = first_open(from);
    if (cell == cells_) return 0;
    std::string state = state_of(cell);
    if (const auto known = solved_.find(state); known != solved_.end()) return known->second;
    int fewest = kNone;
    for (int k : at_[static_cast<std::size_t>(cell)]) {
      const Board& piece = masks_[static_cast<std::size_t>(k)];
      if ((covered_ & piece).any()) continue;
      if (!budget_.spend()) return kNone;
      covered_ |= piece;
      const int rest = solve(cell + 1);
      covered_ ^= piece;
      if (budget_.exhausted()) return kNone;  // nothing partial is kept
      fewest = std::min(fewest, 1 + rest);
    }
    if (solved_.size() < kMostStates) solved_.emplace(std::move(state), fewest);
    return fewest;
  }

  int cells_;
  std::vector<Board> masks_;              // per piece, its cells
  std::vector<std::vector<int>> at_;      // per cell, the pieces whose top-left corner it is
  Board covered_;
  Board word_;      // the low 64 bits
  int window_ = 0;  // cells after the first uncovered one that can be covered yet
  std::unordered_map<std::string, int> solved_;
  NodeBudget budget_;  // pieces placed
};

}  // namespace

TreasureResult fewest_pieces(const TreasureMap& map, std::uint64_t node_limit) {
  return CornerSearch(map, node_limit).run();
}

constexpr int kMaxCases = 500;
constexpr int kMaxSide = 30;
constexpr int kMaxPieces = 500;
// A generated case is kept only if the solver settles it within this many nodes (the worst
// random 30 x 30 case with 500 pieces in 500 took 163,619): a case the reference search cannot
// finish in time is no test. Finding the smallest tiling is exponential in the worst case.
constexpr std::uint64_t kCaseNodes = 500'000;

MapsRead read_treasure_maps(std::string_view text, bool strict, const std::string& source) {
  MapsRead read;
  Scanner in(text, strict, source);
  int cases = 0;
  in.integer(1, kMaxCases, "T", &cases) && in.end_of_line();
  for (int t = 0; t < cases && !in.failed(); ++t) {
    if (t > 0) in.empty_line();
    in.set_case(t + 1);
    read.first_lines.push_back(in.line());
    TreasureMap map;
    int count = 0;
    in.integer(1, kMaxSide, "n", &map.width) && in.space() &&
        in.integer(1, kMaxSide, "m", &map.height) && in.space() &&
        in.integer(1, kMaxPieces, "p", &count) && in.end_of_line();
    for (int k = 0; k < count && !in.failed(); ++k) {
      std::array<int, 4> piece{};
      auto& [x1, y1, x2, y2] = piece;
      in.integer(0, map.width - 1, "x1", &x1) && in.space() &&
          in.integer(0, map.height - 1, "y1", &y1) && in.space() &&
          in.integer(x1 + 1, map.width, "x2", &x2) && in.space() &&
          in.integer(y1 + 1, map.height, "y2", &y2) && in.end_of_line();
      map.pieces.push_back(piece);
    }
    read.maps.push_back(std::move(map));
  }
  in.set_case(0);
  in.end_of_input();
  if (in.failed()) read.error = in.error();
  return read;
}

std::string write_treasure_maps(const std::vector<TreasureMap>& maps) {
  std::string out = std::to_string(maps.size()) + "\n";
  for (std::size_t t = 0; t < maps.size(); ++t) {
    const TreasureMap& map = maps[t];
    if (t > 0) out += "\n";
    out += std::to_string(map.width) + " " + std::to_string(map.height) + " " +
           std::to_string(map.pieces.size()) + "\n";
    for (const auto& [x1, y1, x2, y2] : map.pieces) {
      out += std::to_string(x1) + " " + std::to_string(y1) + " " + std::to_string(x2) + " " +
             std::to_string(y2) + "\n";
    }
  }
  return out;
}

namespace {


using Piece = std::array<int, 4>;

int draw(Rng& rng, int low, int high) {  // uniform in [low, high]
  return low + static_cast<int>(rng.below(static_cast<std::uint64_t>(high - low + 1)));
}

// A guillotine partition of the board into `count` pieces (fewer if cells run out).
std::vector<Piece> partition(int width, int height, int count, Rng& rng) {
  std::vector<Piece> parts = {{0, 0, width, height}};
  for (int made = 1; made < count; ++made) {
    std::vector<std::size_t> splittable;
    for (std::size_t k = 0; k < parts.size(); ++k) {
      if (parts[k][2] - parts[k][0] > 1 || parts[k][3] - parts[k][1] > 1) splittable.push_back(k);
    }
    if (splittable.empty()) break;
    const Piece p = parts[splittable[static_cast<std::size_t>(rng.below(splittable.size()))]];
    const auto at = std::find(parts.begin(), parts.end(), p);
    const int w = p[2] - p[0], h = p[3] - p[1];
    const bool vertical = h == 1 || (w > 1 && rng.below(static_cast<std::uint64_t>(w + h)) < static_cast<std::uint64_t>(w));
    Piece a = p, b = p;
    if (vertical) {
      const int x = draw(rng, p[0] + 1, p[2] - 1);
      a[2] = x;
      b[0] = x;
    } else {
      const int y = draw(rng, p[1] + 1, p[3] - 1);
      a[3] = y;
      b[1] = y;
    }
    *at = a;
    parts.push_back(b);
  }
  return parts;
}

Piece random_piece(int width, int height, Rng& rng) {
  const int w = draw(rng, 1, width), h = draw(rng, 1, height);
  const int x = draw(rng, 0, width - w), y = draw(rng, 0, height - h);
  return {x, y, x + w, y + h};
}

// A test shrunk: cases are boards, parts their pieces.
class MapsModel final : public TestModel {
 public:
  explicit MapsModel(std::vector<TreasureMap> maps) : maps_(std::move(maps)) {}
  std::size_t cases() const override { return maps_.size(); }
  std::size_t parts(std::size_t c) const override { return maps_[c].pieces.size(); }
  std::string with_cases(std::size_t begin, std::size_t end, bool keep) const override {
    std::vector<TreasureMap> kept;
    for (std::size_t c = 0; c < maps_.size(); ++c) {
      if ((c >= begin && c < end) == keep) kept.push_back(maps_[c]);
    }
    return write_treasure_maps(kept);
  }
  std::string joined(const std::vector<CaseOf>& picks) const override {
    std::vector<TreasureMap> maps;
    for (const CaseOf& pick : picks) maps.push_back(dynamic_cast<const MapsModel&>(*pick.model).maps_[pick.c]);
    return write_treasure_maps(maps);
  }
  std::string without_parts(std::size_t c, std::size_t begin, std::size_t end) const override {
    std::vector<TreasureMap> maps = maps_;
    auto& pieces = maps[c].pieces;
    pieces.erase(pieces.begin() + static_cast<long>(begin), pieces.begin() + static_cast<long>(end));
    return write_treasure_maps(maps);
  }

 private:
  std::vector<TreasureMap> maps_;
};

class TreasureMapVariant final : public Variant {
 public:
  std::string_view name() const override { return "zoj3209"; }
  std::string_view title() const override {
    return "ZOJ 3209 Treasure Map: the fewest pieces tiling a board";
  }
  std::string_view generator_help() const override {
    return "--cases T (1..500, default 1); --columns n, --rows m (the board, 1..30;\n"
           "default 30 x 30); --pieces p (1..500, default 500); --mode random (default: a\n"
           "planted tiling among distractors), several (also merged and halved planted\n"
           "pieces: tilings of several sizes), none (answer -1, proved by the solver); a\n"
           "case the solver cannot settle within 500,000 nodes is drawn again";
  }

  VariantRun solve(std::string_view input, const VariantSolveOptions& options) const override {
    VariantRun run;
    if (options.box || options.at_least_once) return refused("zoj3209 takes no --box or --at-least-once");
    const MapsRead read = read_treasure_maps(input, options.strict, options.source);
    if (read.error) return unreadable(read.error->to_string());
    for (std::size_t t = 0; t < read.maps.size(); ++t) {
      const TreasureResult result = fewest_pieces(read.maps[t], options.node_limit);
      const std::string place = options.source + ":" + std::to_string(read.first_lines[t]) +
                                ": case " + std::to_string(t + 1);
      if (!result.complete) return unknown_case(place, options.node_limit, run.err);
      run.out += std::to_string(result.pieces.value_or(-1)) + "\n";
      if (options.stats) {
        run.err += place + ": " + std::to_string(result.pieces.value_or(-1)) + ", nodes " +
                   std::to_string(result.nodes) + "\n";
      }
    }
    return run;
  }

  Validation validate(std::string_view input, const ValidateOptions& options) const override {
    const MapsRead read = read_treasure_maps(input, !options.lenient, options.source);
    if (read.error) return {false, read.error->to_string()};
    return {true, options.source + ": valid zoj3209 input, " + std::to_string(read.maps.size()) +
                      " case" + (read.maps.size() == 1 ? "" : "s")};
  }

  CheckResult check_within(std::string_view input, std::string_view output, std::string_view answer,
                           std::uint64_t node_limit) const override {
    const MapsRead read = read_treasure_maps(input, false, "input");
    if (read.error) return {CheckVerdict::fail, "the input: " + read.error->to_string()};
    std::vector<std::optional<long long>> reference;
    for (const TreasureMap& map : read.maps) {
      const TreasureResult solved = fewest_pieces(map, node_limit);
      reference.push_back(solved.complete ? std::optional<long long>(solved.pieces.value_or(-1)) : std::nullopt);
    }
    return check_integer_answers(reference, output, answer);
  }

  std::vector<std::string_view> generator_options() const override {
    return {"cases", "columns", "rows", "pieces"};
  }

  std::unique_ptr<TestModel> model_test(std::string_view input, std::string_view, std::uint64_t,
                                        std::string* why) const override {
    MapsRead read = read_treasure_maps(input, true, "input");
    if (read.error) {
      *why = read.error->to_string();
      return nullptr;
    }
    return std::make_unique<MapsModel>(std::move(read.maps));
  }
  std::string_view part_word() const override { return "pieces"; }

  std::vector<std::string> host_parts(HostRole role) const override {
    switch (role) {
      case HostRole::validator: return {"treasure_map_validator.cpp"};
      case HostRole::checker: return {"checker_output.cpp", "integer_checker.cpp"};
      case HostRole::solution: return {"treasure_map_solution.cpp"};
    }
    return {};
  }
  std::string host_rules_part() const override { return "treasure_map_rules.cpp"; }

  VariantRun make_test(const VariantGenOptions& options) const override {
    VariantRun run;
    const std::string mode = options.mode.empty() ? "random" : options.mode;
    if (mode != "random" && mode != "several" && mode != "none") {
      return refused("unknown zoj3209 mode '" + mode + "'; one of random, several, none");
    }
    const int cases = options.cases.value_or(1);
    const int width = options.columns.value_or(kMaxSide);
    const int height = options.rows.value_or(kMaxSide);
    const int pieces = options.pieces.value_or(kMaxPieces);
    if (cases < 1 || cases > kMaxCases) return refused("--cases must be in 1..500");
    if (width < 1 || width > kMaxSide || height < 1 || height > kMaxSide) {
      return refused("--columns and --rows must be in 1..30");
    }
    if (pieces < 1 || pieces > kMaxPieces) return refused("--pieces must be in 1..500");
    if (mode == "none" && width * height == 1 && pieces == 1) {
      return refused("a 1 x 1 board with one piece always has a tiling");
    }

    std::vector<TreasureMap> maps;
    for (int t = 0; t < cases; ++t) {
      const std::uint64_t seed = sub_seed(options.seed, static_cast<std::uint64_t>(t));
      Rng rng(seed);
      std::optional<TreasureMap> map;
      TreasureResult solved;  // the answer, from the solver (the search was complete)
      for (int attempt = 0; attempt < 100 && !map; ++attempt) {
        TreasureMap made = make_case(width, height, pieces, mode, rng);
        // Kept when a contestant's DLX (the engine) settles it in time: this problem's classic.
        solved = fewest_pieces_by_exact_cover(made, kCaseNodes);
        if (solved.complete && (mode != "none" || !solved.pieces)) map = std::move(made);
      }
      if (!map) {
        run.err = "sudokit-gen: zoj3209: case " + std::to_string(t) + ": no " +
                  (mode == "none" ? "board without a tiling" : "board") +
                  " the solver settles within " + std::to_string(kCaseNodes) +
                  " nodes found in 100 tries\n";
        run.outcome = VariantOutcome::no_answer;
        return run;
      }
      run.answer += std::to_string(solved.pieces.value_or(-1)) + "\n";
      run.report += "{\"case\":" + std::to_string(t) + ",\"seed\":" + std::to_string(seed) +
                    ",\"mode\":\"" + mode + "\",\"pieces\":" + std::to_string(map->pieces.size()) +
                    ",\"answer\":" + std::to_string(solved.pieces.value_or(-1)) +
                    ",\"nodes\":" + std::to_string(solved.nodes) + "}\n";
      maps.push_back(*std::move(map));
    }
    run.out = write_treasure_maps(maps);
    return run;
  }

 private:
  static TreasureMap make_case(int width, int height, int pieces, const std::string& mode, Rng& rng) {
    TreasureMap map;
    map.width = width;
    map.height = height;
    const int cells = width * height;
    // The planted tiling takes a tenth to a fifth of the pieces (at least two where the board
    // and the pieces allow), the rest distract.
    const int most = std::max(1, std::min(cells, pieces / 5));
    const int least = std::min({most, cells, std::max(2, pieces / 10)});
    const int planted_count = draw(rng, least, most);
    std::vector<Piece> planted = partition(width, height, planted_count, rng);
    std::vector<Piece> all = planted;
    if (mode == "none") {
      all.erase(all.begin() + static_cast<long>(rng.below(all.size())));
      if (all.empty()) all.push_back(random_piece(width, height, rng));
    }
    if (mode == "several") {
      // Up to 8 unions of planted neighbours that make a rectangle, and up to 8 planted pieces
      // cut in two: tilings of several sizes (up to 2^16 of them, so the search stays sane).
      int merges = 0;
      for (std::size_t a = 0; a < planted.size() && merges < 8; ++a) {
        for (std::size_t b = 0; b < planted.size() && merges < 8; ++b) {
          const Piece& p = planted[a];
          const Piece& q = planted[b];
          const bool side = p[2] == q[0] && p[1] == q[1] && p[3] == q[3];
          const bool below = p[3] == q[1] && p[0] == q[0] && p[2] == q[2];
          if (side || below) {
            all.push_back({p[0], p[1], q[2], q[3]});
            ++merges;
          }
        }
      }
      int cuts = 0;
      for (std::size_t a = 0; a < planted.size() && cuts < 8; ++a) {
        const Piece& p = planted[a];
        if (p[2] - p[0] < 2) continue;
        const int x = draw(rng, p[0] + 1, p[2] - 1);
        all.push_back({p[0], p[1], x, p[3]});
        all.push_back({x, p[1], p[2], p[3]});
        ++cuts;
      }
    }
    // Distractors: mostly the size of a planted piece at a random place (they fit together
    // locally, as a tiling's pieces do), some of any size.
    // No piece twice while there is room for new ones (a board has few rectangles).
    const int rectangles = width * (width + 1) / 2 * (height * (height + 1) / 2);
    std::set<Piece> seen(all.begin(), all.end());
    while (static_cast<int>(all.size()) < pieces) {
      Piece piece = random_piece(width, height, rng);
      if (rng.below(10) != 0) {
        const Piece& like = planted[static_cast<std::size_t>(rng.below(planted.size()))];
        const int w = like[2] - like[0], h = like[3] - like[1];
        const int x = draw(rng, 0, width - w), y = draw(rng, 0, height - h);
        piece = {x, y, x + w, y + h};
      }
      if (seen.insert(piece).second || static_cast<int>(seen.size()) >= rectangles) all.push_back(piece);
    }
    all.resize(static_cast<std::size_t>(pieces));
    rng.shuffle(Span<Piece>(all));
    map.pieces = std::move(all);
    return map;
  }
};

}  // namespace

const Variant& treasure_map_variant() {
  static const TreasureMapVariant variant;
  return variant;
}

}  // namespace sudokit
