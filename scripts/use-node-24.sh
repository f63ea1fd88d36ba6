# Puts Node 24 first on PATH for the current shell: `. scripts/use-node-24.sh` (bash or zsh), then npm as usual.
# When the node already on PATH is 24 or newer, changes nothing. Otherwise it takes Node 24 from the npm registry
# (`node-<platform>-<arch>@24`, a plain `bin/node`) into .node/ at the repository's root (git-ignored), once, and
# reuses it after that. npm itself stays the one on PATH (npm 11), now run by Node 24. .ci/run sources it too.
# Sourced, not run: it returns rather than exits, and sets nothing but PATH.

pretscope_root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
pretscope_node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$pretscope_node_major" -lt 24 ]; then
  pretscope_node_package="node-$(node -p 'process.platform + "-" + process.arch' 2>/dev/null || echo linux-x64)"
  pretscope_node_bin="$pretscope_root/.node/node_modules/$pretscope_node_package/bin"
  if ! "$pretscope_node_bin/node" -e 'process.exit(process.versions.node.split(".")[0] === "24" ? 0 : 1)' 2>/dev/null; then
    echo "Node $(node --version 2>/dev/null || echo 'not found') is older than 24: installing $pretscope_node_package@24 into .node/" >&2
    npm install --prefix "$pretscope_root/.node" --no-save --no-package-lock --no-audit --no-fund "$pretscope_node_package@24" >&2
  fi
  case ":$PATH:" in
    *":$pretscope_node_bin:"*) ;;
    *) export PATH="$pretscope_node_bin:$PATH" ;;
  esac
  unset pretscope_node_package pretscope_node_bin
fi
unset pretscope_root pretscope_node_major
echo "Using Node $(node --version) ($(command -v node)), npm $(npm --version)" >&2
