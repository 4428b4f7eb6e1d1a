// The input options shared by the command-line front ends (Boost.Program_options).
#pragma once

#include <boost/program_options.hpp>

#include "common/puzzle_files.hpp"

namespace sudokit {

// Adds --format, --profile, --box, --alphabet and --strict.
void add_input_options(boost::program_options::options_description& options,
                       const char* profile_help);
// What those options were given as.
InputRequest input_request(const boost::program_options::variables_map& values);

}  // namespace sudokit
