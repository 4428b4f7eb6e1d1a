// SPDX-License-Identifier: MIT
#include "common/setting/stress.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>

#include "common/judge/validate.hpp"
#include "common/setting/shrink.hpp"
#include "common/text/json.hpp"

namespace sudokit {

namespace {

bool valid(const Judge& judge, const std::string& input, std::uint64_t node_limit, std::string* why) {
  ValidateOptions strict;
  strict.source = "input";
  strict.node_limit = node_limit;
  const Validation validation = judge.validate(input, strict);
  if (!validation.valid && why != nullptr) *why = validation.message;
  return validation.valid;
}

}  // namespace

std::optional<std::string> Referee::answer(const std::string& input, std::string* why) const {
  if (reference_ == nullptr) {
    const auto answer = judge_.answer(input, /*strict=*/true, node_limit_, why);
    if (!answer) return std::nullopt;
    return answer->text;
  }
  const auto ran = reference_->run(input, limits_, {}, why);
  if (!ran) return std::nullopt;
  if (!ran->succeeded()) {
    const Judged judged = judge_run(judge_, input, "", *ran, limits_);
    *why = "the reference " + reference_->name() + " failed: " + verdict_code(judged.verdict) + ", " + judged.message;
    return std::nullopt;
  }
  return ran->output;
}

MadeTest Referee::make(const TestSource& source, std::uint64_t k) const {
  MadeTest test;
  const std::size_t n = source.lines.size();
  if (n == 0) {
    test.error = "no test lines to make tests from";
    return test;
  }
  const LineTest which = line_test(n, source.seed, k);
  test.line = which.line;
  test.seed = which.seed;
  MadeInput made = source.lines[test.line](test.seed);
  if (made.failure) {
    test.error = made.why;
    return test;
  }
  test.input = std::move(made.input);
  std::string why;
  if (!valid(judge_, test.input, node_limit_, &why)) {
    test.error = "a generated test fails the " + std::string(judge_.name()) + " validator: " + why;
    return test;
  }
  const auto answered = answer(test.input, &why);
  if (!answered) {
    test.error = "no answer for the test of seed " + std::to_string(test.seed) + ": " + why;
    return test;
  }
  test.answer = *answered;
  return test;
}

void shrink_witness(const Program& program, const Referee& referee, const Limits& limits, const ShrinkBudget& budget,
                    Witness* witness) {
  const auto started = std::chrono::steady_clock::now();
  const auto spent = [&]() {
    return witness->shrink_runs >= budget.runs || witness->shrink_validations >= budget.validations ||
           std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() >= budget.seconds;
  };
  const Judge& judge = referee.judge();
  std::string why;
  std::unique_ptr<TestModel> model = judge.model_test(witness->input, witness->answer, referee.node_limit(), &why);
  if (!model) {
    witness->shrink_note = why;
    return;
  }
  witness->cases_before = witness->cases_after = model->cases();
  witness->parts_before = witness->parts_after = model->total_parts();
  const RunVerdict failing = witness->judged.verdict;
  for (int level = 0; level < 2 && !spent();) {
    bool taken = false;
    for (std::size_t k = 0; !spent(); ++k) {
      const auto candidate = smaller_test(*model, level, k);
      if (!candidate) break;
      ++witness->shrink_validations;
      if (!valid(judge, *candidate, referee.node_limit(), nullptr)) continue;
      const auto answer = referee.answer(*candidate, &why);
      if (!answer) continue;
      auto judged = program.judge(judge, *candidate, *answer, limits, &why, referee.checking());
      ++witness->shrink_runs;
      if (!judged) {
        witness->shrink_note = why;
        return;
      }
      if (judged->verdict != failing) continue;
      auto smaller = judge.model_test(*candidate, *answer, referee.node_limit(), &why);
      if (!smaller) continue;
      witness->input = *candidate;
      witness->answer = *answer;
      witness->judged = std::move(*judged);
      model = std::move(smaller);
      ++witness->shrink_steps;
      taken = true;
      break;
    }
    if (!taken) ++level;
  }
  witness->cases_after = model->cases();
  witness->parts_after = model->total_parts();
}

StressRun stress(const std::vector<const Program*>& programs, const TestSource& source, const Referee& referee,
                 const Limits& limits, const StressBudget& budget,
                 const std::function<void(const std::string&)>& progress) {
  StressRun run;
  const auto started = std::chrono::steady_clock::now();
  const auto elapsed = [&]() { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(); };
  for (const Program* program : programs) run.findings.push_back({program->name(), std::nullopt, 0});
  std::size_t caught = 0;
  for (std::uint64_t k = budget.first_test; k < budget.first_test + budget.tests && caught < programs.size(); ++k) {
    if (budget.seconds > 0 && elapsed() > budget.seconds) break;
    const MadeTest test = referee.make(source, k);
    if (!test.error.empty()) {
      run.error = test.error;
      break;
    }
    ++run.tests;
    for (std::size_t p = 0; p < programs.size(); ++p) {
      StressFinding& finding = run.findings[p];
      if (finding.witness) continue;
      std::string why;
      auto judged = programs[p]->judge(referee.judge(), test.input, test.answer, limits, &why, referee.checking());
      if (!judged) {
        run.error = programs[p]->name() + ": " + why;
        break;
      }
      if (judged->verdict == RunVerdict::judge_error) {
        run.error = "the checker rejects the reference's answer on the test of seed " + std::to_string(test.seed) +
                    ": " + judged->message;
        break;
      }
      if (judged->verdict == RunVerdict::accepted) {
        ++finding.tests_passed;
        continue;
      }
      Witness witness;
      witness.input = witness.original_input = test.input;
      witness.answer = test.answer;
      witness.seed = test.seed;
      witness.test = k;
      witness.judged = std::move(*judged);
      finding.witness = std::move(witness);
      ++caught;
    }
    if (!run.error.empty()) break;
    if (progress) {
      progress("test " + std::to_string(run.tests) + ", " + std::to_string(caught) + " of " +
               std::to_string(programs.size()) + " caught");
    }
  }
  if (run.error.empty()) {
    for (std::size_t p = 0; p < programs.size(); ++p) {
      if (!run.findings[p].witness) continue;
      if (progress) progress("shrinking the witness of " + programs[p]->name());
      shrink_witness(*programs[p], referee, limits, budget.shrink, &*run.findings[p].witness);
    }
  }
  run.seconds = elapsed();
  return run;
}

}  // namespace sudokit

namespace sudokit {

namespace {

// A file name for each program's witness: its file's stem (a command's first word's), made
// unique with -2, -3, ...
std::vector<std::string> witness_names(const std::vector<std::string>& programs) {
  std::vector<std::string> names;
  for (const std::string& program : programs) {
    std::string word = program.substr(0, program.find(' '));
    word = word.substr(word.rfind('/') == std::string::npos ? 0 : word.rfind('/') + 1);
    std::string stem = word.substr(0, word.find('.'));
    for (char& c : stem) {
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '-';
    }
    if (stem.empty() || stem == "stress") stem = "program";
    std::string name = stem;
    for (int k = 2; std::find(names.begin(), names.end(), name) != names.end(); ++k) name = stem + "-" + std::to_string(k);
    names.push_back(name);
  }
  return names;
}

std::string plural(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + (n == 1 && word.back() == 's' ? word.substr(0, word.size() - 1) : word);
}

}  // namespace

StressOutcome run_stress_request(const StressRequest& request, const StressProgress& progress) {
  StressOutcome outcome;
  const auto input_error = [&outcome](std::string why) {
    outcome.err = std::move(why);
    outcome.exit_status = 2;
    return outcome;
  };
  if (request.problem.judge == nullptr) return input_error("no judge to stress against");
  const Judge& judge = *request.problem.judge;
  std::string why;
  const auto limits = program_limits(request.time_limit, request.memory_limit, &why);
  if (!limits) return input_error(why);
  CompileOptions compile;
  compile.cxx = request.compile;
  auto programs = prepare_programs(request.programs, compile, &why);
  if (!programs) return input_error(why);
  std::optional<Program> reference;
  if (!request.reference.empty()) {
    reference = Program::prepare(request.reference, compile, &why);
    if (!reference) return input_error(why);
  }
  std::vector<const Program*> judged;
  for (const Program& program : *programs) judged.push_back(&program);
  const Referee referee(judge, request.node_limit, reference ? &*reference : nullptr, *limits);
  TestSource source;
  source.lines = request.problem.lines;
  source.seed = request.first_seed;
  const StressRun run = stress(judged, source, referee, *limits, request.budget, progress);
  if (!run.error.empty()) return input_error(run.error);

  const std::vector<std::string> names = witness_names(request.programs);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", run.seconds);
  outcome.text = "sudokit-gen stress: " + std::string(judge.name()) + ", " + plural(run.tests, "tests") +
                 " from seed " + std::to_string(request.first_seed) + ", answered by " +
                 (reference ? reference->name() : std::string("sudokit's solver")) + ", in " + seconds + " s\n";
  const std::string parts(judge.part_word());
  std::size_t caught = 0;
  for (std::size_t p = 0; p < run.findings.size(); ++p) {
    const StressFinding& finding = run.findings[p];
    std::string json = "{\"program\":" + json_string(finding.program) + ",\"caught\":" +
                       (finding.witness ? "true" : "false") + ",\"tests_passed\":" + std::to_string(finding.tests_passed);
    if (!finding.witness) {
      outcome.text += finding.program + ": passed every test (" + std::to_string(finding.tests_passed) + ")\n";
      outcome.json += json + "}\n";
      continue;
    }
    ++caught;
    const Witness& w = *finding.witness;
    const char* code = verdict_code(w.judged.verdict);
    outcome.text += finding.program + ": " + code + " on the test of seed " + std::to_string(w.seed) + " (" +
                    std::to_string(finding.tests_passed) + " passed before it)" +
                    (w.judged.message.empty() ? "" : ": " + w.judged.message) + "\n";
    if (!w.shrink_note.empty()) {
      outcome.text += "  not shrunk: " + w.shrink_note + "\n";
    } else {
      outcome.text += "  shrunk from " + plural(w.cases_before, "cases") + ", " + plural(w.parts_before, parts) +
                      " to " + plural(w.cases_after, "cases") + ", " + plural(w.parts_after, parts) + " (" +
                      plural(w.shrink_steps, "steps") + ", " + plural(w.shrink_runs, "runs") + ")\n";
    }
    const std::string name = names[p];
    outcome.files[name + ".in"] = w.input;
    outcome.files[name + ".ans"] = w.answer;
    outcome.text += "  witness " + name + ".in (" + std::to_string(w.input.size()) + " bytes), answer " + name + ".ans\n";
    json += ",\"verdict\":\"" + std::string(code) + "\",\"message\":" + json_string(w.judged.message) +
            ",\"seed\":" + std::to_string(w.seed) + ",\"cases\":[" +
            std::to_string(w.cases_before) + "," + std::to_string(w.cases_after) + "],\"parts\":[" +
            std::to_string(w.parts_before) + "," + std::to_string(w.parts_after) + "],\"shrink_steps\":" +
            std::to_string(w.shrink_steps) + ",\"shrink_runs\":" + std::to_string(w.shrink_runs) +
            ",\"input\":" + json_string(name + ".in") + ",\"answer\":" + json_string(name + ".ans") + "}\n";
    outcome.json += json;
  }
  outcome.files["stress.jsonl"] = outcome.json;
  outcome.exit_status = caught == run.findings.size() ? 0 : 1;
  return outcome;
}

}  // namespace sudokit
