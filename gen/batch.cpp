#include "gen/batch.hpp"

#include <atomic>
#include <charconv>
#include <chrono>
#include <thread>

namespace sudokit {

std::optional<Shard> parse_shard(const std::string& text, std::string* error) {
  const auto slash = text.find('/');
  Shard shard;
  const auto parse = [](std::string_view s, std::size_t& value) {
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    return !s.empty() && ec == std::errc() && end == s.data() + s.size();
  };
  if (slash == std::string::npos || !parse(std::string_view(text).substr(0, slash), shard.index) ||
      !parse(std::string_view(text).substr(slash + 1), shard.count)) {
    if (error) *error = "expected a shard i/n such as 2/8, found '" + text + "'";
    return std::nullopt;
  }
  if (shard.count == 0 || shard.index == 0 || shard.index > shard.count) {
    if (error) *error = "shard " + text + " does not exist: i/n needs 1 <= i <= n";
    return std::nullopt;
  }
  return shard;
}

std::pair<std::size_t, std::size_t> shard_range(std::size_t total, Shard shard) {
  // Integer arithmetic that cannot overflow for any size_t total and count.
  const auto boundary = [&](std::size_t k) {
    return total / shard.count * k + total % shard.count * k / shard.count;
  };
  return {boundary(shard.index - 1), boundary(shard.index)};
}

std::vector<BatchItem> generate_batch(const BatchRequest& request) {
  const std::size_t size = request.end - request.begin;
  std::vector<BatchItem> items(size);
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  std::atomic<bool> failed{false};

  const auto work = [&] {
    Generator generator(request.shape);
    SudokuSolver solver(SudokuMatrix::for_shape(request.shape));
    solver.set_node_limit(kSolveNodeCap);
    for (;;) {
      if (failed.load()) return;
      const std::size_t k = next.fetch_add(1);
      if (k >= size) return;
      BatchItem& item = items[k];
      item.index = request.begin + k;
      item.seed = sub_seed(request.seed, item.index);
      item.puzzle = generator.generate(item.seed, request.options, &item.why);
      if (item.puzzle && request.measure_solve) {
        const SolveResult solved = solver.solve(item.puzzle->puzzle, 2, 0);
        if (solved.verdict != Verdict::unknown) item.solve_nodes = solved.effort.nodes;
      } else if (!item.puzzle) {
        failed.store(true);
      }
      done.fetch_add(1);
    }
  };

  const int jobs = std::max(1, std::min<int>(request.jobs, static_cast<int>(std::max<std::size_t>(size, 1))));
  std::vector<std::thread> threads;
  for (int t = 0; t < jobs; ++t) threads.emplace_back(work);
  if (request.progress) {
    while (done.load() < size && !failed.load()) {
      request.progress(done.load(), size);
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
  }
  for (std::thread& thread : threads) thread.join();
  if (request.progress) request.progress(done.load(), size);
  return items;
}

}  // namespace sudokit
