// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs chunks of independent work on N threads and hands the results on in input order, with a bounded
// number of chunks in flight.
//
//   calling thread:  produce(chunk) -> chunk 0, 1, 2, ...   (reads input; waits while the window is full)
//   worker threads:  work(chunk, worker)                     (solve, rate, generate; format the output)
//                    emit(chunk)                             (in order, by whichever worker finds the oldest
//                                                             chunk done; one emitter at a time)
//
// A chunk holds many puzzles, so threads meet once per chunk, not once per puzzle. Memory is bounded by
// the window (kWindowPerJob chunks per worker), whatever the input's size, and the first results are
// written as soon as the first chunk is done. With one job everything runs on the calling thread.

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <thread>
#include <vector>

namespace cli
{

inline constexpr unsigned kWindowPerJob = 4;

// produce(Chunk &) -> bool: fills the next chunk; false when there is no more input.
// work(Chunk &, unsigned worker): worker is 0..jobs-1, to index per-thread state such as a solver.
// emit(Chunk &) -> bool: false stops the run (output failed): no more chunks are produced or emitted.
template<typename Chunk, typename Produce, typename Work, typename Emit>
void runChunks(unsigned jobs, Produce produce, Work work, Emit emit)
{
    if (jobs <= 1) {
        Chunk chunk;
        while (produce(chunk)) {
            work(chunk, 0u);
            if (!emit(chunk))
                return;
        }
        return;
    }

    struct Slot {
        Chunk chunk;
        bool done = false;
    };
    const std::size_t window = std::size_t(jobs) * kWindowPerJob;
    std::vector<Slot> slots(window);
    std::mutex mutex;
    std::condition_variable workAvailable; // workers wait for produced > claimed, or the end
    std::condition_variable slotFree; // the producer waits for produced - emitted < window
    std::size_t produced = 0; // chunks handed to the workers
    std::size_t claimed = 0; // chunks a worker has taken
    std::size_t emitted = 0; // chunks written (their slots are free again)
    bool emitting = false; // a worker is emitting
    bool inputDone = false;
    bool stopped = false; // emit failed

    auto worker = [&](unsigned w) {
        std::unique_lock lock(mutex);
        while (true) {
            workAvailable.wait(lock, [&] { return claimed < produced || inputDone; });
            if (claimed == produced)
                return; // inputDone, nothing left
            Slot &slot = slots[claimed % window];
            ++claimed;
            const bool skip = stopped;
            lock.unlock();
            if (!skip)
                work(slot.chunk, w);
            lock.lock();
            slot.done = true;
            // Emit the oldest chunks that are done, in order, unless another worker already does.
            if (emitting)
                continue;
            emitting = true;
            while (emitted < produced && slots[emitted % window].done) {
                Slot &next = slots[emitted % window];
                const bool stop = stopped;
                lock.unlock();
                const bool ok = stop || emit(next.chunk);
                lock.lock();
                stopped = stopped || !ok;
                next.done = false;
                ++emitted;
                slotFree.notify_one();
            }
            emitting = false;
        }
    };

    std::vector<std::jthread> workers;
    workers.reserve(jobs);
    for (unsigned w = 0; w < jobs; ++w)
        workers.emplace_back(worker, w);

    std::unique_lock lock(mutex);
    while (!stopped) {
        slotFree.wait(lock, [&] { return produced - emitted < window || stopped; });
        if (stopped)
            break;
        // The slot at `produced` is free and no worker looks at it until `produced` moves past it.
        Slot &slot = slots[produced % window];
        lock.unlock();
        const bool more = produce(slot.chunk);
        lock.lock();
        if (!more)
            break;
        ++produced;
        workAvailable.notify_one();
    }
    inputDone = true;
    lock.unlock();
    workAvailable.notify_all();
    // The workers finish the chunks already produced (emitting them in order), then return; ~jthread joins.
}

} // namespace cli
