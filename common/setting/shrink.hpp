// SPDX-License-Identifier: MIT
// Smaller versions of a judge's test, for shrinking a witness: an input on which a program
// fails is replaced by a smaller one on which it still fails, until none of its smaller ones
// does (delta debugging, Zeller and Hildebrandt 2002, over two levels).
//
// A test is seen as cases, and each case as parts it can lose: each judge says which
// (Judge::model_test, common/judge/test_model.hpp).
// Level 0 takes cases away (keeping one half, then the other, down to single cases, then
// leaving each chunk out); level 1 takes parts away within each case (halves down to single
// parts). Candidates are made one at a time, in that order: a shrinker asks for the k-th.
// Nothing here checks a candidate: the caller validates it with the judge's validator.
#pragma once

#include <optional>
#include <string>

#include "common/judge/test_model.hpp"

namespace sudokit {

// The k-th smaller candidate at `level` (0: cases, 1: parts), from 0; nullopt past the last.
std::optional<std::string> smaller_test(const TestModel& model, int level, std::size_t k);

}  // namespace sudokit
