// SPDX-License-Identifier: MIT
#include "verify/se_rating.hpp"

#include <algorithm>
#include <cstdio>

#include "common/engine/span.hpp"
#include "common/sudoku/explainer.hpp"
#include "common/text/json.hpp"

namespace sudokit {

namespace {

std::string one_decimal(double value) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

std::string rating_or(const std::optional<double>& value, const char* none) {
  return value ? one_decimal(*value) : none;
}

std::string json_rating(const std::optional<double>& value) { return value ? one_decimal(*value) : "null"; }

// The hardest step's technique (the first of that rating), or "".
std::string hardest(const Explanation& e) {
  const ExplainStep* top = nullptr;
  for (const ExplainStep& step : e.steps) {
    if (top == nullptr || step.rating > top->rating) top = &step;
  }
  return top ? technique_name(top->technique) : "";
}

std::string stuck_words(const Explanation& e) {
  if (e.out_of_budget) {
    return "not rated: the budget of " + std::to_string(kExplainBudget) + " work units ran out" +
           (e.steps.empty() ? std::string(" at the start") : " after " + one_decimal(e.stuck_after));
  }
  return "not rated: stuck " + (e.steps.empty() ? std::string("at the start") : "after " + one_decimal(e.stuck_after)) +
         " (the next step needs forcing chains with nested rules, SE's 9.0 and up: beyond sudokit's techniques)";
}

struct Tally {
  std::size_t puzzles = 0, rated = 0, stuck = 0, bad = 0;
  void add(const Explanation* e) {  // nullptr: unreadable
    ++puzzles;
    if (e == nullptr || e->invalid) {
      ++bad;
    } else if (e->solved) {
      ++rated;
    } else {
      ++stuck;
    }
  }
  int status() const { return bad > 0 ? 1 : stuck > 0 ? 4 : 0; }
  std::string line(const char* command) const {
    return std::string("sudokit-verify ") + command + ": " + std::to_string(puzzles) + " puzzle" +
           (puzzles == 1 ? "" : "s") + " on the SE scale: " + std::to_string(rated) + " rated, " +
           std::to_string(stuck) + " beyond sudokit's techniques, " + std::to_string(bad) +
           " invalid, without solution or unreadable\n";
  }
};

// Each puzzle of `range` that can be read, with where it is; the others of the range are
// reported and counted.
template <class Each>
void for_each_readable(const std::vector<PuzzleFile>& files, PuzzleRange range, SeReport& report, Tally& tally,
                       const Each& each) {
  std::size_t index = 0;
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i, ++index) {
      if (index < range.first || index >= range.second) continue;
      const PuzzleRef where = puzzle_ref(file, i);
      const std::string reason = unreadable_reason(file, i);
      if (reason.empty()) {
        each(file, i, where);
        continue;
      }
      tally.add(nullptr);
      report.err += where.place() + ": unreadable: " + reason + "\n";
    }
  }
}

}  // namespace

SeReport se_ratings(const std::vector<PuzzleFile>& files, bool json, PuzzleRange range) {
  SeReport report;
  Tally tally;
  std::size_t width = 6;
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) width = std::max(width, puzzle_place(file, i).size());
  }
  if (!json && range.first == 0) {  // (the columns' width is every puzzle's, a shard's too)
    report.out += "puzzle" + std::string(width - 6 + 2, ' ') + "ER   EP   ED   hardest step\n";
  }
  for_each_readable(files, range, report, tally, [&](const PuzzleFile& file, std::size_t i, const PuzzleRef& where) {
    const Explanation e = explain(file.set.puzzles[i]);
    tally.add(&e);
    const std::string verdict = e.invalid ? "invalid: clashing givens, or no solution"
                                : e.solved ? hardest(e)
                                           : stuck_words(e);
    if (json) {
      report.out += "{\"source\":" + json_string(where.source) + ",\"line\":" + std::to_string(where.line) +
                    ",\"puzzle\":" + std::to_string(where.puzzle) + ",\"er\":" + json_rating(e.er) +
                    ",\"ep\":" + json_rating(e.ep) + ",\"ed\":" + json_rating(e.ed) +
                    ",\"rated\":" + (e.solved ? "true" : "false") + ",\"invalid\":" + (e.invalid ? "true" : "false") +
                    ",\"hardest\":" + json_string(e.solved ? hardest(e) : "") +
                    ",\"steps\":" + std::to_string(e.steps.size()) +
                    (e.solved || e.invalid ? "" : ",\"stuck_after\":" + one_decimal(e.stuck_after)) + "}\n";
      return;
    }
    const std::string place = where.place();
    report.out += place + std::string(width - place.size() + 2, ' ') + rating_or(e.er, "-  ") + "  " +
                  rating_or(e.ep, "-  ") + "  " + rating_or(e.ed, "-  ") + "  " + verdict + "\n";
  });
  report.err += tally.line("rate");
  report.status = tally.status();
  return report;
}

SeReport se_explanations(const std::vector<PuzzleFile>& files, bool next_only, bool json, PuzzleRange range) {
  SeReport report;
  Tally tally;
  for_each_readable(files, range, report, tally, [&](const PuzzleFile& file, std::size_t i, const PuzzleRef& where) {
    const Grid& puzzle = file.set.puzzles[i];
    const Explanation whole = explain(puzzle);  // (the ratings are the whole path's)
    const std::size_t shown = next_only ? std::min<std::size_t>(whole.steps.size(), 1) : whole.steps.size();
    const Span<const ExplainStep> path(whole.steps.data(), shown);
    tally.add(&whole);
    const int n = puzzle.size();
    const std::string& symbols = file.set.alphabet;
    if (json) {
      std::string steps;
      for (const ExplainStep& step : path) {
        std::string placed, eliminated;
        for (const Candidate& c : step.placed) placed += (placed.empty() ? "" : ",") + json_string(cell_name(c.cell, n) + "=" + std::to_string(c.digit));
        for (const Candidate& c : step.eliminated) eliminated += (eliminated.empty() ? "" : ",") + json_string(cell_name(c.cell, n) + "<>" + std::to_string(c.digit));
        steps += std::string(steps.empty() ? "" : ",") + "{\"technique\":" + json_string(technique_name(step.technique)) +
                 ",\"rating\":" + one_decimal(step.rating) + ",\"where\":" + json_string(step.where) +
                 ",\"placed\":[" + placed + "],\"eliminated\":[" + eliminated + "]}";
      }
      report.out += "{\"source\":" + json_string(where.source) + ",\"line\":" + std::to_string(where.line) +
                    ",\"puzzle\":" + std::to_string(where.puzzle) + ",\"er\":" + json_rating(whole.er) +
                    ",\"ep\":" + json_rating(whole.ep) + ",\"ed\":" + json_rating(whole.ed) +
                    ",\"steps\":[" + steps + "]}\n";
      return;
    }
    report.out += where.place() + "\n";
    int number = 0;
    for (const ExplainStep& step : path) {
      report.out += "  " + std::to_string(++number) + ". " + describe_step(step, n, symbols) + "\n";
    }
    if (whole.invalid) {
      report.out += "  invalid: clashing givens, or no solution\n";
    } else if (!whole.solved && (!next_only || whole.steps.empty())) {
      report.out += "  " + stuck_words(whole) + "\n";
    }
    if (whole.solved) {
      report.out += "  ER " + one_decimal(*whole.er) + ", EP " + one_decimal(*whole.ep) + ", ED " +
                    one_decimal(*whole.ed) + " (" + std::to_string(whole.steps.size()) + " steps; hardest: " +
                    hardest(whole) + ")\n";
    }
  });
  report.err += tally.line("explain");
  report.status = tally.status();
  return report;
}

}  // namespace sudokit
