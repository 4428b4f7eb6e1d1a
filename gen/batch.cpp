// SPDX-License-Identifier: MIT
#include "gen/batch.hpp"

#include <condition_variable>
#include <mutex>
#include <charconv>
#include <chrono>
#include <memory>
#include <thread>
#include <unordered_set>

#include "common/sudoku/canonical.hpp"

namespace sudokit {

namespace {

// The sub-seed stream a puzzle's shape is drawn from, with a box per case ("box").
constexpr std::uint64_t kBoxStream = 0x626f78;

// One thread's generator, and the solver that counts its puzzles to two for the report (one of
// each per shape, with a box per case).
class Maker {
 public:
  explicit Maker(const BatchRequest& request) : request_(request) {}

  // Makes item.puzzle from item.seed (and, for the report, counts it to two).
  void make(BatchItem& item) {
    Shape shape = request_.shape;
    if (!request_.case_shapes.empty()) {
      Rng rng(sub_seed(item.seed, kBoxStream));
      shape = request_.case_shapes[rng.below(request_.case_shapes.size())];
    }
    Tools& tools = tools_for(shape);
    item.puzzle = tools.variants ? tools.variants->generate(item.seed, request_.options, &item.why)
                                 : tools.generator.generate(item.seed, request_.options, &item.why);
    item.solve_nodes.reset();
    if (item.puzzle && request_.measure_solve) {
      const SolveResult solved = tools.counter.solve(item.puzzle->puzzle, 2, 0);
      if (solved.verdict != Verdict::unknown) item.solve_nodes = solved.effort.nodes;
    }
  }
  // Item k of the batch.
  BatchItem make(std::size_t k) {
    BatchItem item;
    item.index = request_.begin + k;
    item.seed = sub_seed(request_.seed, item.index);
    make(item);
    return item;
  }

 private:
  struct Tools {
    Tools(const Shape& of, Counter checks, const VariantKind& variant)
        : shape(of), generator(of, checks), counter(Geometry::classic(of), Counter::dlx) {
      if (!variant.classic()) variants = std::make_unique<VariantGenerator>(of, variant);
      counter.set_node_limit(kSolveNodeCap);
    }
    Shape shape;
    Generator generator;
    std::unique_ptr<VariantGenerator> variants;  // a variant's puzzles: made by it instead
    SolutionCounter counter;  // the engine (a killer: the house counter), for the report
  };
  Tools& tools_for(const Shape& shape) {
    for (const auto& tools : tools_) {
      if (tools->shape == shape) return *tools;
    }
    tools_.push_back(std::make_unique<Tools>(shape, request_.counter, request_.variant));
    return *tools_.back();
  }

  const BatchRequest& request_;
  std::vector<std::unique_ptr<Tools>> tools_;
};

// --distinct, on the calling thread in index order: the canonical forms so far (hashed), and
// what replaces a puzzle whose form came before.
class DistinctForms {
 public:
  explicit DistinctForms(const BatchRequest& request) : request_(request) {}

  void apply(BatchItem& item) {
    const std::uint64_t first_seed = item.seed;
    for (int k = 1;; ++k) {
      const Canonical canon = canonical_form(item.puzzle->puzzle);
      if (!canon.settled) {
        return fail(item, "its canonical form is not settled within " + budget_words(kDefaultNodeLimit) +
                              ", so --distinct cannot compare it");
      }
      if (seen_.insert(hash(canon.grid)).second) return;
      if (k > kDistinctTries) {
        return fail(item, "no puzzle unlike the " + std::to_string(seen_.size()) + " before it in " +
                              std::to_string(kDistinctTries) + " tries (--distinct): the shape and options " +
                              "leave few essentially different puzzles");
      }
      if (!maker_) maker_.emplace(request_);
      item.seed = sub_seed(first_seed, static_cast<std::uint64_t>(k));
      maker_->make(item);
      if (!item.puzzle) return;
    }
  }

 private:
  static std::uint64_t hash(const Grid& grid) {  // FNV-1a
    std::uint64_t h = 14695981039346656037ull;
    for (const std::uint8_t cell : grid.cells()) h = (h ^ cell) * 1099511628211ull;
    return h;
  }
  static void fail(BatchItem& item, std::string why) {
    item.puzzle.reset();
    item.why = std::move(why);
  }

  const BatchRequest& request_;
  std::unordered_set<std::uint64_t> seen_;
  std::optional<Maker> maker_;
};

}  // namespace

void generate_batch(const BatchRequest& request, const BatchSink& sink) {
  const std::size_t size = request.end - request.begin;
  const int jobs = std::max(1, std::min<int>(request.jobs, static_cast<int>(std::max<std::size_t>(size, 1))));
  DistinctForms distinct(request);
  auto shown = std::chrono::steady_clock::now();
  std::size_t emitted = 0;  // items the sink has had
  // Hands the next item in index order (counted in `emitted`) to the sink, after --distinct;
  // false: start nothing more.
  const auto deliver = [&](BatchItem& item) {
    if (request.distinct && item.puzzle) distinct.apply(item);
    const bool go_on = sink(item) && item.puzzle.has_value();
    if (request.progress && std::chrono::steady_clock::now() - shown > std::chrono::milliseconds(200)) {
      request.progress(emitted, size);
      shown = std::chrono::steady_clock::now();
    }
    return go_on;
  };
  if (jobs == 1) {
    // One job: the items are made on this thread, in order. (Handing each to this thread from a
    // worker cost a wake-up per item, a good share of a 9x9 run's CPU time.)
    Maker maker(request);
    while (emitted < size) {
      BatchItem item = maker.make(emitted++);
      if (!deliver(item)) break;
    }
    if (request.progress) request.progress(emitted, size);
    return;
  }
  const std::size_t window = kWindowPerJob * static_cast<std::size_t>(jobs);
  // Slot k % window holds item k from when a worker finishes it until the sink has had it.
  std::vector<BatchItem> slots(std::min(window, std::max<std::size_t>(size, 1)));
  std::vector<char> ready(slots.size(), 0);
  std::mutex mutex;
  std::condition_variable made, taken;
  std::size_t next = 0;  // the next index to start
  bool stop = false;     // a failure or the sink: start nothing more

  const auto work = [&] {
    Maker maker(request);
    for (;;) {
      std::size_t k = 0;
      {
        std::unique_lock<std::mutex> lock(mutex);
        taken.wait(lock, [&] { return stop || next >= size || next < emitted + slots.size(); });
        if (stop || next >= size) return;
        k = next++;
      }
      BatchItem item = maker.make(k);
      std::lock_guard<std::mutex> lock(mutex);
      if (!item.puzzle) stop = true;  // the puzzles before it are under way: they finish
      slots[k % slots.size()] = std::move(item);
      ready[k % slots.size()] = 1;
      made.notify_one();
    }
  };

  std::vector<std::thread> threads;
  for (int t = 0; t < jobs; ++t) threads.emplace_back(work);
  while (emitted < size) {
    BatchItem item;
    {
      std::unique_lock<std::mutex> lock(mutex);
      const std::size_t slot = emitted % slots.size();
      while (!ready[slot]) {
        if (made.wait_for(lock, std::chrono::milliseconds(200)) == std::cv_status::timeout &&
            request.progress) {
          lock.unlock();
          request.progress(emitted, size);
          shown = std::chrono::steady_clock::now();
          lock.lock();
        }
      }
      item = std::move(slots[slot]);
      ready[slot] = 0;
      ++emitted;
    }
    taken.notify_all();
    if (!deliver(item)) break;
  }
  {
    std::lock_guard<std::mutex> lock(mutex);
    stop = true;
  }
  taken.notify_all();
  for (std::thread& thread : threads) thread.join();
  if (request.progress) request.progress(emitted, size);
}

std::vector<BatchItem> generate_batch(const BatchRequest& request) {
  std::vector<BatchItem> items;
  generate_batch(request, [&items](BatchItem& item) {
    items.push_back(std::move(item));
    return true;
  });
  return items;
}

}  // namespace sudokit
