// SPDX-License-Identifier: MIT
#include "common/engine/shard.hpp"

#include <charconv>
#include <string_view>

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

}  // namespace sudokit
