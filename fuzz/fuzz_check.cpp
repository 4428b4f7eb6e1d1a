// SPDX-License-Identifier: MIT
// Every judge's checker (the first byte picks the judge) on a contestant's output, against
// the judge's published sample and its answer: whatever the output, the verdict is accepted,
// wrong answer or presentation error, never a judge failure and never a crash (the issue's
// rule: no contestant output, however malformed, is a judge failure).
#include <fstream>
#include <iterator>
#include <map>

#include "common/judge/judge.hpp"
#include "fuzz/fuzz.hpp"

using namespace sudokit;

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The sample of a judge: tests/data/samples/<site>-<number>/ (luogu-p1074 for p1074).
struct Sample {
  std::string input, answer;
};
const Sample& sample_of(const Judge& judge) {
  static std::map<std::string_view, Sample> samples;
  auto [it, inserted] = samples.try_emplace(judge.name());
  if (inserted) {
    const std::string name(judge.name());
    std::string folder;
    for (const char* site : {"acwing", "hdu", "poj", "zoj"}) {
      if (name.rfind(site, 0) == 0) folder = std::string(site) + "-" + name.substr(std::string(site).size());
    }
    if (folder.empty()) folder = "luogu-" + name;
    const std::string base = std::string(SUDOKIT_SAMPLES) + "/" + folder + "/";
    const bool numbered = !read(base + "sample1.in").empty();
    it->second = {read(base + (numbered ? "sample1.in" : "sample.in")),
                  read(base + (numbered ? "sample1.out" : "sample.out"))};
    fuzz::require(!it->second.input.empty() && !it->second.answer.empty());
    // The jury's own answer is accepted: the harness itself is sound.
    fuzz::require(judge.check(it->second.input, it->second.answer, it->second.answer).verdict ==
                  CheckVerdict::accepted);
  }
  return it->second;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::vector<const Judge*>& all = judges();
  const Judge& judge = *all[data[0] % all.size()];
  const Sample& sample = sample_of(judge);
  const CheckResult result = judge.check(sample.input, fuzz::as_text(data + 1, size - 1), sample.answer);
  fuzz::require(result.verdict != CheckVerdict::fail);
  return 0;
}
