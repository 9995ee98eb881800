// Module Federation runtime plugin of the server bundles: a remote whose entry is a file (its
// deployed dist/server/remoteEntry.js, e.g. file:///srv/remotes/public/server/remoteEntry.js) is
// loaded with Node's require, so its chunks load from its own folder beside it. Entries over HTTP
// are left to the node runtime plugin. A new deploy is picked up by a new render worker (the API's
// ssr/renderPool.ts), never by clearing caches in a running one.

export default function fileRemotes() {
  return {
    name: 'congress-file-remotes',
    loadEntry({ remoteInfo }) {
      const { entry, entryGlobalName } = remoteInfo;
      if (!entry.startsWith('file:')) return undefined;
      // eslint-disable-next-line no-undef -- webpack's untouched require of the running Node
      const nodeRequire = __non_webpack_require__;
      const file = nodeRequire('node:url').fileURLToPath(entry);
      const exported = nodeRequire(file);
      return exported[entryGlobalName] ?? exported;
    },
  };
}
