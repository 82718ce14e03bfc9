#!/usr/bin/env bash
# Builds ReelKit as a WebAssembly module for hosts that are not Swift (browsers, Node):
# Embedded Swift for wasm32-unknown-none-wasm, linked by the toolchain's wasm-ld with the
# libc.a of Debian's wasi-libc (malloc, free, memcpy) and the compiler-rt builtins of
# Debian's libclang-rt-dev-wasm32 (128-bit multiplication), then shrunk by wasm-opt -Oz when
# Debian's binaryen is installed. Writes .build/wasm/reelkit.wasm (or the path given) and
# prints its size. The C ABI is Sources/ReelKitWasm/Exports.swift.
#
#   Scripts/build-wasm.sh [OUTPUT]
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
toolchain="$(dirname "$(command -v swiftc)")"
libc="${WASI_LIBC:-/usr/lib/wasm32-wasi/libc.a}"
if [ ! -f "$libc" ]; then
  echo "error: $libc: missing (install Debian's wasi-libc: apt-get install wasi-libc)" >&2
  exit 69
fi

builtins="${WASM_BUILTINS:-$(find /usr/lib/llvm-*/lib/clang -name libclang_rt.builtins-wasm32.a 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$builtins" ] || [ ! -f "$builtins" ]; then
  echo "error: libclang_rt.builtins-wasm32.a: missing (apt-get install libclang-rt-dev-wasm32)" >&2
  exit 69
fi
tables="$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"

output="${1:-.build/wasm/reelkit.wasm}"
work=".build/wasm/obj"
mkdir -p "$work" "$(dirname "$output")"

# All modules are compiled to LLVM bitcode and optimised together when linked (link-time
# optimisation): about 12 KB less than linking two object files.
flags=(
  -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
  -parse-as-library -Xfrontend -disable-stack-protector -swift-version 6 -lto=llvm-full
)
# Each module of the model is compiled on its own with Embedded Swift, in dependency order
# (Docs/modules.md), so that the Embedded rules (no dictionaries, no Unicode string comparison
# on its paths) are checked module by module; `-package-name` lets them share `package` API.
modules=(ReelKitSupport ReelParameters ReelMotion ReelMaths ReelKit)
bitcode=()
for module in "${modules[@]}"; do
  swiftc "${flags[@]}" -package-name reelsim -module-name "$module" -I "$work" \
    -emit-module -emit-module-path "$work/$module.swiftmodule" \
    -emit-bc -o "$work/$module.bc" $(find "Sources/$module" -name '*.swift' | sort)
  bitcode+=("$work/$module.bc")
done
swiftc "${flags[@]}" -package-name reelsim -module-name ReelKitWasm -I "$work" \
  -emit-bc -o "$work/ReelKitWasm.bc" $(find Sources/ReelKitWasm -name '*.swift' | sort)

strip=(--strip-all)
keep=()
if [ "${REELKIT_WASM_NAMES:-0}" = 1 ]; then strip=(--strip-debug) keep=(-g); fi
"$toolchain/wasm-ld" --no-entry "${strip[@]}" --gc-sections --lto-O2 -o "$output.tmp" \
  "$work/ReelKitWasm.bc" "${bitcode[@]}" "$tables" "$libc" "$builtins"
linked=$(wc -c <"$output.tmp")
# Binaryen's wasm-opt (Debian's binaryen) shrinks the linked module by about a sixth; the
# module works the same without it (WasmBitIdentityTests runs it either way).
if command -v wasm-opt >/dev/null 2>&1; then
  # The module's own memory starts zeroed and its first 1024 bytes are never used.
  wasm-opt -Oz --low-memory-unused --zero-filled-memory "${keep[@]}" --enable-bulk-memory \
    --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int "$output.tmp" -o "$output.opt.tmp"
  mv "$output.opt.tmp" "$output.tmp"
else
  echo "note: wasm-opt not found (apt-get install binaryen): the module is not shrunk" >&2
fi
mv "$output.tmp" "$output"
echo "$output: $(wc -c <"$output") bytes (linked: $linked bytes)"
