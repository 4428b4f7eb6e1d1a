// SPDX-License-Identifier: MIT
#include "verify/convert.hpp"

#include "common/engine/budget.hpp"
#include "common/sudoku/canonical.hpp"
#include "common/text/sgt_id.hpp"

namespace sudokit {

Converted convert_puzzles(const std::vector<PuzzleFile>& files, const TextFormat& target) {
  Converted result;
  const auto refuse = [&](const std::string& why) { result.errors.push_back(why); };
  std::vector<Grid> puzzles;
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      if (const ParseError* error = file.set.unreadable_at(i)) {
        refuse(error->to_string());
        continue;
      }
      // A generic format writes a variant's blocks after its grid; a profile holds its own rules
      // only (hdu4069 jigsaws by their walls, a problem's grid.variant).
      const Rules& rules = file.set.puzzles[i].geometry().rules();
      const bool fits = target.any_layout ||
                        (rules.cages.empty() && rules.diagonals == target.variant.diagonals &&
                         rules.windows == target.variant.windows && (rules.regions.empty() || target.walls));
      if (!fits) {
        const std::string kind = file.set.puzzles[i].geometry().variant_name();
        refuse(puzzle_place(file, i) + " is " + (kind.empty() ? "a classic puzzle" : "a " + kind) + ": '" + target.name +
               "' holds " + (target.variant.classic() && !target.walls ? "classic grids" : "its own variant's") +
               "; --to sgt, line or grid keep every variant's rules");
        continue;
      }
      const Shape shape = file.set.puzzles[i].shape();
      const Shape wanted = target.shape ? *target.shape : puzzles.empty() ? shape : puzzles[0].shape();
      if (!(shape == wanted)) {
        refuse(puzzle_place(file, i) + ": a " + std::to_string(shape.size()) + "x" +
               std::to_string(shape.size()) + " puzzle (boxes " + shape.name() + "); " +
               (target.shape ? "'" + target.name + "' holds boxes " + wanted.name()
                             : "one output holds one shape (the first puzzle's, boxes " + wanted.name() + ")"));
        continue;
      }
      if (!target.blanks_allowed && file.set.puzzles[i].givens() < shape.cells()) {
        refuse(puzzle_place(file, i) + ": has blank cells; '" + target.name + "' holds solved grids only");
        continue;
      }
      puzzles.push_back(file.set.puzzles[i]);
    }
  }
  if (!result.ok()) return result;
  if (puzzles.empty()) {
    refuse("no puzzle to convert");
    return result;
  }
  if (target.max_cases > 0 && puzzles.size() > static_cast<std::size_t>(target.max_cases)) {
    refuse(std::to_string(puzzles.size()) + " puzzles; '" + target.name + "' holds at most " +
           std::to_string(target.max_cases));
    return result;
  }
  const Shape shape = puzzles[0].shape();
  std::string symbols = target.alphabet;  // a profile's own, else the symbols read
  if (symbols.empty()) symbols = files[0].set.alphabet;
  if (symbols.empty()) symbols = default_alphabet(shape.size());
  if (symbols.empty() && target.layout != Layout::ints && target.layout != Layout::pretty) {
    refuse("size " + std::to_string(shape.size()) + " has no symbols: convert --to ints");
    return result;
  }
  result.text = write_input(puzzles, target, symbols);
  return result;
}

Converted convert_to_sgt_ids(const std::vector<PuzzleFile>& files) {
  Converted result;
  std::string text;
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      if (const ParseError* error = file.set.unreadable_at(i)) {
        result.errors.push_back(error->to_string());
        continue;
      }
      std::string why;
      const std::string id = write_sgt_id(file.set.puzzles[i], &why);
      if (id.empty()) {
        result.errors.push_back(puzzle_place(file, i) + ": " + why);
        continue;
      }
      text += id + "\n";
    }
  }
  if (text.empty() && result.ok()) result.errors.push_back("no puzzle to convert");
  if (result.ok()) result.text = std::move(text);
  return result;
}

std::vector<std::string> canonicalize_puzzles(std::vector<PuzzleFile>& files, std::uint64_t node_limit) {
  std::vector<std::string> unsettled;
  for (PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      if (file.set.unreadable_at(i)) continue;  // convert_puzzles() names it
      const Canonical canon = canonical_form(file.set.puzzles[i], node_limit);
      if (canon.settled) {
        file.set.puzzles[i] = canon.grid;
      } else {
        unsettled.push_back(puzzle_place(file, i) + ": unknown: its canonical form is not settled within " +
                            budget_words(node_limit));
      }
    }
  }
  return unsettled;
}

}  // namespace sudokit
