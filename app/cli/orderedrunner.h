// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs independent jobs on N threads and hands their results back in input order, as soon as each next
// result is ready, so output streams while later puzzles are still being solved.

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace cli
{

// work(index, worker) -> Result runs on worker thread `worker` (0..jobs-1), so per-thread state such as a
// solver object can be indexed by it. emit(index, Result&&) runs on the calling thread, in index order.
template<typename Result, typename Work, typename Emit>
void runOrdered(std::size_t count, unsigned jobs, Work work, Emit emit)
{
    if (jobs <= 1 || count <= 1) {
        for (std::size_t i = 0; i < count; ++i)
            emit(i, work(i, 0u));
        return;
    }
    std::vector<std::optional<Result>> results(count);
    std::mutex mutex;
    std::condition_variable ready;
    std::size_t next = 0;
    {
        std::vector<std::jthread> workers;
        for (unsigned w = 0; w < jobs; ++w) {
            workers.emplace_back([&, w] {
                while (true) {
                    std::size_t index;
                    {
                        std::lock_guard lock(mutex);
                        if (next == count)
                            return;
                        index = next++;
                    }
                    Result result = work(index, w);
                    {
                        std::lock_guard lock(mutex);
                        results[index] = std::move(result);
                    }
                    ready.notify_one();
                }
            });
        }
        for (std::size_t i = 0; i < count; ++i) {
            std::unique_lock lock(mutex);
            ready.wait(lock, [&] { return results[i].has_value(); });
            Result result = std::move(*results[i]);
            results[i].reset();
            lock.unlock();
            emit(i, std::move(result));
        }
    }
}

} // namespace cli
