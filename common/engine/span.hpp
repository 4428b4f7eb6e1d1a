// SPDX-License-Identifier: MIT
// A view of contiguous elements (a pointer and a count), std::span's subset that sudokit uses.
// The library below the tools is C++17 (its judge-host sources are compiled with a plain
// `g++ -O2` on judge systems), so it cannot use std::span.
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>
#include <vector>

namespace sudokit {

template <class T>
class Span {
 public:
  constexpr Span() = default;
  constexpr Span(T* data, std::size_t size) : data_(data), size_(size) {}
  template <class U, class A, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  Span(std::vector<U, A>& values) : data_(values.data()), size_(values.size()) {}
  template <class U, class A, class = std::enable_if_t<std::is_convertible_v<const U (*)[], T (*)[]>>>
  Span(const std::vector<U, A>& values) : data_(values.data()), size_(values.size()) {}
  template <class U, std::size_t N, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr Span(std::array<U, N>& values) : data_(values.data()), size_(N) {}
  template <class U, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr Span(Span<U> other) : data_(other.data()), size_(other.size()) {}

  constexpr T* data() const { return data_; }
  constexpr std::size_t size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr T* begin() const { return data_; }
  constexpr T* end() const { return data_ + size_; }
  constexpr T& operator[](std::size_t index) const { return data_[index]; }
  constexpr T& front() const { return data_[0]; }
  constexpr T& back() const { return data_[size_ - 1]; }
  // The elements from `offset` on, or `count` of them.
  constexpr Span subspan(std::size_t offset, std::size_t count = static_cast<std::size_t>(-1)) const {
    return Span(data_ + offset, count == static_cast<std::size_t>(-1) ? size_ - offset : count);
  }

 private:
  T* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace sudokit
