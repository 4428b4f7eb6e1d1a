// SPDX-License-Identifier: MIT
// SHA-256 (FIPS 180-4) of a byte string, as 64 lowercase hex digits: the packages' manifests
// name every file by its hash. About 60 lines; not worth a library dependency.
#pragma once

#include <string>
#include <string_view>

namespace sudokit {

std::string sha256_hex(std::string_view bytes);

}  // namespace sudokit
