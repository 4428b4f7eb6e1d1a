// SPDX-License-Identifier: MIT
// Luogu P4929: reading, the solver (the engine's first solution), the checker, and the
// generator: a planted cover among random distractor rows; no-solution matrices (a planted
// cover with one row taken out, kept only when the solver proves nothing else covers); and
// matrices against naive search (no minimum-remaining-values choice):
//
//   columns c_1, d_1, ..., c_k, d_k, and t last; rows {c_i}, {c_i, d_i}, {d_i} for each i,
//   and last {t, c_1}: the only row for t.
//
// Search that takes the first uncovered column branches on c_1, c_2, ... through 2^k
// consistent choices before it meets t and finds it uncoverable each time (the trap row needs
// c_1, which the first rows of c_1 already took), so it needs about 2^k nodes (more than a
// million for k = 20, tested); choosing the column with the fewest rows takes t first and is
// done in 2k + 1.
#include "common/judge/cover_matrix.hpp"

#include <algorithm>
#include <numeric>

#include "common/engine/repeated_cover.hpp"
#include "common/judge/test_model.hpp"
#include "common/judge/variant.hpp"
#include "common/sudoku/rng.hpp"

namespace sudokit {

namespace {
constexpr int kMaxSide = 500;
constexpr int kMaxOnes = 5000;
}  // namespace

int CoverMatrix::count_ones() const {
  int total = 0;
  for (const auto& row : ones) total += static_cast<int>(row.size());
  return total;
}

ExactCoverProblem CoverMatrix::problem(std::vector<int>* row_of_option) const {
  ExactCoverProblem result(columns);
  row_of_option->clear();
  for (int r = 0; r < rows; ++r) {
    if (result.add_option(ones[static_cast<std::size_t>(r)])) row_of_option->push_back(r);
  }
  return result;
}

CoverRead read_cover_matrix(std::string_view text, bool strict, const std::string& source) {
  CoverRead read;
  CoverMatrix& m = read.matrix;
  Scanner in(text, strict, source);
  in.integer(1, kMaxSide, "N", &m.rows) && in.space() && in.integer(1, kMaxSide, "M", &m.columns) &&
      in.end_of_line();
  int ones = 0;
  for (int r = 0; r < m.rows && !in.failed(); ++r) {
    std::vector<int> row;
    for (int c = 0; c < m.columns && !in.failed(); ++c) {
      int value = 0;
      if (c > 0) in.space();
      if (!in.integer(0, 1, "a matrix entry", &value)) break;
      if (value == 0) continue;
      row.push_back(c);
      if (++ones > kMaxOnes && strict) {
        in.fail("more than " + std::to_string(kMaxOnes) + " ones in the matrix (this is one more)");
      }
    }
    in.end_of_line();
    m.ones.push_back(std::move(row));
  }
  in.end_of_input();
  if (in.failed()) read.error = in.error();
  return read;
}

CoverSearch find_exact_cover(const CoverMatrix& matrix, std::uint64_t node_limit) {
  // The rows of a cover hold M ones together: when the gcd of the row sizes does not divide M,
  // there is none, whatever the search would try (random matrices of rows of K ones, K not
  // dividing M, are the slow case of a plain search: 38 million nodes for 500 x 150, K = 4).
  int divisor = 0;
  for (const std::vector<int>& row : matrix.ones) divisor = std::gcd(divisor, static_cast<int>(row.size()));
  if (divisor == 0 || matrix.columns % divisor != 0) return CoverSearch{};
  std::vector<int> row_of;
  const ExactCoverProblem problem = matrix.problem(&row_of);
  ExactCoverSolver solver(problem);
  solver.set_node_limit(node_limit);
  std::vector<int> solution;
  CoverSearch search;
  search.complete = solver.first(solution).status != SearchStatus::node_limit;
  search.nodes = solver.stats().nodes;
  if (solution.empty()) return search;  // M >= 1, so a cover has a row
  std::vector<int> rows;
  for (int option : solution) rows.push_back(row_of[static_cast<std::size_t>(option)]);
  std::sort(rows.begin(), rows.end());
  search.rows = std::move(rows);
  search.complete = true;  // a cover found is an answer
  return search;
}

std::string write_cover_matrix(const CoverMatrix& matrix) {
  std::string out = std::to_string(matrix.rows) + " " + std::to_string(matrix.columns) + "\n";
  for (const std::vector<int>& row : matrix.ones) {
    std::string line(static_cast<std::size_t>(2 * matrix.columns - 1), ' ');
    for (int c = 0; c < matrix.columns; ++c) line[static_cast<std::size_t>(2 * c)] = '0';
    for (int c : row) line[static_cast<std::size_t>(2 * c)] = '1';
    out += line + "\n";
  }
  return out;
}

std::string cover_answer(const std::optional<std::vector<int>>& rows) {
  if (!rows) return "No Solution!";
  std::string out;
  for (int r : *rows) out += (out.empty() ? "" : " ") + std::to_string(r + 1);
  return out;
}

namespace {

// What is wrong with `rows` (0-based) as an exact cover of `matrix`, or "".
std::string cover_error(const CoverMatrix& matrix, const std::vector<int>& rows) {
  std::vector<int> owner(static_cast<std::size_t>(matrix.columns), -1);
  std::vector<char> used(static_cast<std::size_t>(matrix.rows), 0);
  for (int r : rows) {
    if (used[static_cast<std::size_t>(r)]) return "row " + std::to_string(r + 1) + " is chosen twice";
    used[static_cast<std::size_t>(r)] = 1;
    for (int c : matrix.ones[static_cast<std::size_t>(r)]) {
      int& o = owner[static_cast<std::size_t>(c)];
      if (o >= 0) {
        return "column " + std::to_string(c + 1) + " is covered by rows " + std::to_string(o + 1) +
               " and " + std::to_string(r + 1);
      }
      o = r;
    }
  }
  for (int c = 0; c < matrix.columns; ++c) {
    if (owner[static_cast<std::size_t>(c)] < 0) return "column " + std::to_string(c + 1) + " is not covered";
  }
  return "";
}

// An answer as written: "No Solution!" (nullopt) or 1-based rows, read leniently.
struct AnswerRead {
  std::optional<std::vector<int>> rows;
  std::optional<ParseError> error;
};
AnswerRead read_answer(std::string_view text, const CoverMatrix& matrix, const char* source) {
  AnswerRead read;
  Scanner in(text, /*strict=*/false, source);
  if (in.next_is_word("No")) {
    in.word("No") && in.word("Solution!") && in.end_of_input();
  } else {
    std::vector<int> rows;
    while (!in.at_end() && !in.failed()) {
      int r = 0;
      if (in.integer(1, matrix.rows, "a row number", &r)) rows.push_back(r - 1);
    }
    read.rows = std::move(rows);
  }
  if (in.failed()) read.error = in.error();
  return read;
}

// A test shrunk: one case; parts are its rows, then its columns.
class MatrixModel final : public TestModel {
 public:
  explicit MatrixModel(CoverMatrix matrix) : matrix_(std::move(matrix)) {}
  std::size_t cases() const override { return 1; }
  std::size_t parts(std::size_t) const override { return static_cast<std::size_t>(matrix_.rows + matrix_.columns); }
  std::string with_cases(std::size_t, std::size_t, bool) const override { return write_cover_matrix(matrix_); }
  std::string joined(const std::vector<CaseOf>& picks) const override {
    return write_cover_matrix(dynamic_cast<const MatrixModel&>(*picks.front().model).matrix_);
  }
  std::string without_parts(std::size_t, std::size_t begin, std::size_t end) const override {
    const auto rows = static_cast<std::size_t>(matrix_.rows);
    const auto gone = [&](std::size_t part) { return part >= begin && part < end; };
    std::vector<int> column_to(static_cast<std::size_t>(matrix_.columns), -1);
    int columns = 0;
    for (std::size_t c = 0; c < column_to.size(); ++c) {
      if (!gone(rows + c)) column_to[c] = columns++;
    }
    CoverMatrix smaller;
    smaller.columns = columns;
    for (std::size_t r = 0; r < rows; ++r) {
      if (gone(r)) continue;
      std::vector<int> ones;
      for (const int c : matrix_.ones[r]) {
        if (column_to[static_cast<std::size_t>(c)] >= 0) ones.push_back(column_to[static_cast<std::size_t>(c)]);
      }
      smaller.ones.push_back(std::move(ones));
    }
    smaller.rows = static_cast<int>(smaller.ones.size());
    if (smaller.rows == 0 || smaller.columns == 0) return "0 0\n";  // (no test: the validator says so)
    return write_cover_matrix(smaller);
  }

 private:
  CoverMatrix matrix_;
};

class CoverMatrixVariant final : public Variant {
 public:
  std::string_view name() const override { return "p4929"; }
  bool any_correct_answer() const override { return true; }  // any exact cover is accepted
  std::string_view title() const override {
    return "Luogu P4929 DLX template: any exact cover of a 0/1 matrix";
  }
  std::string_view generator_help() const override {
    return "--rows N, --columns M (1..500, default 500 each), --ones (at most; default\n"
           "5000), --pieces (rows of the planted cover; default M/10); --mode random\n"
           "(default: a planted cover among random rows), none (no exact cover, proved by\n"
           "the solver), anti-naive (search that takes the first uncovered column needs\n"
           "about 2^k steps, k = min((M-1)/2, (N-1)/3); minimum-remaining-values: 2k+1)";
  }

  VariantRun solve(std::string_view input, const VariantSolveOptions& options) const override {
    VariantRun run;
    if (options.box) return refused("--box is for Sudoku shapes, not p4929");
    const CoverRead read = read_cover_matrix(input, options.strict, options.source);
    if (read.error) return unreadable(read.error->to_string());
    if (options.at_least_once) {
      std::vector<int> row_of;
      const ExactCoverProblem problem = read.matrix.problem(&row_of);
      const RepeatedCoverResult cover = smallest_repeated_cover(problem, options.node_limit);
      if (!cover.complete) return unknown_case(options.source + ":1: case 1", options.node_limit);
      std::optional<std::vector<int>> rows;
      if (cover.options) {
        rows.emplace();
        for (int option : *cover.options) rows->push_back(row_of[static_cast<std::size_t>(option)]);
      }
      run.out = cover_answer(rows) + "\n";
      if (options.stats) {
        run.err = options.source + ": " + (rows ? std::to_string(rows->size()) + " rows" : "none") +
                  ", nodes " + std::to_string(cover.nodes) + "\n";
      }
      return run;
    }
    const CoverSearch search = find_exact_cover(read.matrix, options.node_limit);
    if (!search.complete) return unknown_case(options.source + ":1: case 1", options.node_limit);
    run.out = cover_answer(search.rows) + "\n";
    if (options.stats) {
      run.err = options.source + ": " + (search.rows ? "a cover" : "no cover") + ", nodes " +
                std::to_string(search.nodes) + "\n";
    }
    return run;
  }

  Validation validate(std::string_view input, const ValidateOptions& options) const override {
    const CoverRead read = read_cover_matrix(input, !options.lenient, options.source);
    if (read.error) return {false, read.error->to_string()};
    return {true, options.source + ": valid p4929 input, " + std::to_string(read.matrix.rows) +
                      " x " + std::to_string(read.matrix.columns) + ", " +
                      std::to_string(read.matrix.count_ones()) + " ones"};
  }

  CheckResult check_within(std::string_view input, std::string_view output, std::string_view answer,
                           std::uint64_t node_limit) const override {
    const CoverRead read = read_cover_matrix(input, false, "input");
    if (read.error) return {CheckVerdict::fail, "the input: " + read.error->to_string()};
    const CoverMatrix& matrix = read.matrix;
    const AnswerRead jury = read_answer(answer, matrix, "jury answer");
    if (jury.error) return {CheckVerdict::fail, jury.error->to_string()};
    if (jury.rows) {
      if (const std::string why = cover_error(matrix, *jury.rows); !why.empty()) {
        return {CheckVerdict::fail, "jury answer: not an exact cover: " + why};
      }
    }
    bool unverified = false;  // the jury's 'No Solution!', where the budget stopped the search
    if (!jury.rows) {
      const CoverSearch search = find_exact_cover(matrix, node_limit);
      if (search.rows) {
        return {CheckVerdict::fail, "jury answer: 'No Solution!', but the reference solver finds a cover"};
      }
      unverified = !search.complete;
    }

    const AnswerRead given = read_answer(output, matrix, "output");
    if (given.error) return {CheckVerdict::presentation_error, given.error->to_string()};
    if (!given.rows) {
      if (jury.rows) return {CheckVerdict::wrong_answer, "output: 'No Solution!', but a cover exists"};
      return {CheckVerdict::accepted,
              unverified ? "no solution, as the jury says (not re-proved: the reference solver's budget ran out)"
                         : "no solution, as the jury says",
              unverified};
    }
    if (given.rows->empty()) return {CheckVerdict::wrong_answer, "output: no rows"};
    if (const std::string why = cover_error(matrix, *given.rows); !why.empty()) {
      return {CheckVerdict::wrong_answer, "output: not an exact cover: " + why};
    }
    if (!jury.rows) {
      return {CheckVerdict::fail, "the output is an exact cover, but the jury says 'No Solution!'"};
    }
    return {CheckVerdict::accepted, "an exact cover of " + std::to_string(given.rows->size()) + " rows"};
  }

  std::vector<std::string_view> generator_options() const override {
    return {"rows", "columns", "ones", "pieces"};
  }

  std::unique_ptr<TestModel> model_test(std::string_view input, std::string_view, std::uint64_t,
                                        std::string* why) const override {
    CoverRead read = read_cover_matrix(input, true, "input");
    if (read.error) {
      *why = read.error->to_string();
      return nullptr;
    }
    return std::make_unique<MatrixModel>(std::move(read.matrix));
  }
  std::string_view part_word() const override { return "rows and columns"; }

  std::vector<std::string> host_parts(HostRole role) const override {
    switch (role) {
      case HostRole::validator: return {"cover_matrix_validator.cpp"};
      case HostRole::checker: return {"checker_output.cpp", "cover_matrix_checker.cpp"};
      case HostRole::solution: return {"cover_matrix_solution.cpp"};
    }
    return {};
  }
  std::string host_rules_part() const override { return "cover_matrix_rules.cpp"; }

  VariantRun make_test(const VariantGenOptions& options) const override {
    VariantRun run;
    const std::string mode = options.mode.empty() ? "random" : options.mode;
    if (mode != "random" && mode != "none" && mode != "anti-naive") {
      return refused("unknown p4929 mode '" + mode + "'; one of random, none, anti-naive");
    }
    const int rows = options.rows.value_or(kMaxSide);
    const int columns = options.columns.value_or(kMaxSide);
    const int ones = options.ones.value_or(kMaxOnes);
    if (rows < 1 || rows > kMaxSide || columns < 1 || columns > kMaxSide) {
      return refused("--rows and --columns must be in 1..500");
    }
    if (ones < columns || ones > kMaxOnes) {
      return refused("--ones must be in M.." + std::to_string(kMaxOnes) +
                             " (a planted cover alone has M ones)");
    }
    const int pieces = options.pieces.value_or(std::max(1, columns / 10));
    if (pieces < 1 || pieces > std::min(rows, columns)) {
      return refused("--pieces must be in 1..min(N, M)");
    }
    Rng rng(sub_seed(options.seed, 0));
    CoverMatrix matrix;
    if (mode == "anti-naive") {
      matrix = anti_naive(rows, columns, rng);
      if (matrix.rows == 0) return refused("anti-naive needs N >= 4 and M >= 3");
    } else {
      bool made = false;
      for (int attempt = 0; attempt < 100 && !made; ++attempt) {
        matrix = planted(rows, columns, ones, pieces, mode == "none", rng);
        if (mode != "none") break;
        const CoverSearch search = find_exact_cover(matrix, kDefaultNodeLimit);
        made = search.complete && !search.rows;
      }
      made = made || mode != "none";
      if (!made) {
        run.err = "sudokit-gen: p4929: no matrix without a cover found in 100 tries\n";
        run.outcome = VariantOutcome::no_answer;
        return run;
      }
    }
    run.out = write_cover_matrix(matrix);
    const CoverSearch search = find_exact_cover(matrix, kDefaultNodeLimit);  // the answer, from the solver
    if (!search.complete) {
      run.err = "sudokit-gen: p4929: the reference solver did not settle the matrix within " +
                budget_words(kDefaultNodeLimit) + "\n";
      run.outcome = VariantOutcome::no_answer;
      return run;
    }
    const std::optional<std::vector<int>>& cover = search.rows;
    run.answer = cover_answer(cover) + "\n";
    run.report = "{\"case\":0,\"seed\":" + std::to_string(sub_seed(options.seed, 0)) +
                 ",\"mode\":\"" + mode + "\",\"rows\":" + std::to_string(matrix.rows) +
                 ",\"columns\":" + std::to_string(matrix.columns) + ",\"ones\":" +
                 std::to_string(matrix.count_ones()) + ",\"cover\":" +
                 (cover ? std::to_string(cover->size()) : "null") + "}\n";
    return run;
  }

 private:
  // A cover of `pieces` rows partitioning the columns (one row left out when `broken`), then
  // random rows up to N rows and the ones budget, all shuffled.
  static CoverMatrix planted(int rows, int columns, int ones, int pieces, bool broken, Rng& rng) {
    CoverMatrix m;
    m.rows = rows;
    m.columns = columns;
    std::vector<int> order(static_cast<std::size_t>(columns));
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(Span<int>(order));
    std::vector<int> cuts(static_cast<std::size_t>(columns - 1));
    std::iota(cuts.begin(), cuts.end(), 1);
    rng.shuffle(Span<int>(cuts));
    cuts.resize(static_cast<std::size_t>(pieces - 1));
    cuts.push_back(0);
    cuts.push_back(columns);
    std::sort(cuts.begin(), cuts.end());
    for (std::size_t p = 0; p + 1 < cuts.size(); ++p) {
      std::vector<int> row(order.begin() + cuts[p], order.begin() + cuts[p + 1]);
      std::sort(row.begin(), row.end());
      m.ones.push_back(std::move(row));
    }
    if (broken) m.ones.erase(m.ones.begin() + static_cast<long>(rng.below(m.ones.size())));
    int budget = ones - m.count_ones();
    const int distractors = rows - static_cast<int>(m.ones.size());
    for (int d = 0; d < distractors; ++d) {
      const int left = distractors - d;
      const int mean = std::max(1, budget / left);
      int size = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(2 * mean - 1 + 1)));
      size = std::min({size, columns, std::max(0, budget - (left - 1))});
      std::vector<int> pool(static_cast<std::size_t>(columns));
      std::iota(pool.begin(), pool.end(), 0);
      for (int k = 0; k < size; ++k) {  // a partial Fisher-Yates: `size` distinct columns
        std::swap(pool[static_cast<std::size_t>(k)],
                  pool[static_cast<std::size_t>(k) + rng.below(static_cast<std::uint64_t>(columns - k))]);
      }
      std::vector<int> row(pool.begin(), pool.begin() + size);
      std::sort(row.begin(), row.end());
      budget -= size;
      m.ones.push_back(std::move(row));
    }
    rng.shuffle(Span<std::vector<int>>(m.ones));
    return m;
  }

  // k gadgets {2i}, {2i, 2i+1}, {2i+1}, and the trap {0, 2k}: search that takes the first
  // uncovered column and rows in order tries every gadget both ways before the trap. The seed
  // orders the gadgets after the first (each column's rows keep their order, so the trap stays
  // as deep), so that tests of different seeds differ.
  static CoverMatrix anti_naive(int rows, int columns, Rng& rng) {
    const int k = std::min((columns - 1) / 2, (rows - 1) / 3);
    CoverMatrix m;
    if (k < 1) return m;
    m.columns = 2 * k + 1;
    const int t = 2 * k;
    std::vector<int> order(static_cast<std::size_t>(k));
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(Span<int>(order).subspan(1));
    for (const int i : order) {
      m.ones.push_back({2 * i});
      m.ones.push_back({2 * i, 2 * i + 1});
      m.ones.push_back({2 * i + 1});
    }
    m.ones.push_back({0, t});
    m.rows = static_cast<int>(m.ones.size());
    return m;
  }
};

}  // namespace

const Variant& cover_matrix_variant() {
  static const CoverMatrixVariant variant;
  return variant;
}

}  // namespace sudokit
