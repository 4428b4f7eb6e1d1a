// SPDX-License-Identifier: MIT
// Every judge's input validator (the first byte picks the judge), as `sudokit-verify
// validate` and a package's validator.cpp run it: a verdict with a message, and a rejection
// names its line and column (reliability item 9); never a crash or an unbounded search.
#include "common/judge/judge.hpp"
#include "fuzz/fuzz.hpp"

using namespace sudokit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::vector<const Judge*>& all = judges();
  const Judge& judge = *all[data[0] % all.size()];
  const std::string_view input = fuzz::as_text(data + 1, size - 1);
  for (bool lenient : {false, true}) {
    ValidateOptions options;
    options.lenient = lenient;
    options.node_limit = fuzz::kNodes;
    options.source = "in";
    const Validation result = judge.validate(input, options);
    fuzz::require(!result.message.empty());
    if (!result.valid && !result.undecided) {
      // "in:LINE:COLUMN: ..." (a message about the whole input: "in: ...")
      fuzz::require(result.message.rfind("in:", 0) == 0);
    }
  }
  return 0;
}
