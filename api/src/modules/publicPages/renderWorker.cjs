// A render worker (docs/decisions.md, "One renderer"): runs the host's server entry, which loads the
// public remote's server container, and renders the pages the API asks for. One worker per
// deployment of the two (renderPool.ts starts a new one when either is redeployed), so a worker's
// modules are always one deployment's. Plain CommonJS: the API runs it as built or from source.
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');

/** GraphQL operations of the pages being rendered, answered by the API's thread. */
const operations = new Map();
let nextOperation = 0;

function execute(renderId, query, variables) {
  return new Promise((resolve, reject) => {
    const id = ++nextOperation;
    operations.set(id, { resolve, reject });
    parentPort.postMessage({ type: 'execute', id, renderId, query, variables });
  });
}

/** The remotes' route tables of the renders, as last sent. */
let routeTables = {};

const host = (async () => {
  const entry = await require(workerData.hostEntry);
  entry.setRemoteEntries({ public: pathToFileURL(workerData.publicEntry).href });
  return entry;
})();

parentPort.on('message', async (message) => {
  if (message.type === 'executed') {
    const operation = operations.get(message.id);
    operations.delete(message.id);
    if (!operation) return;
    if (message.error) operation.reject(new Error(message.error));
    else operation.resolve(message.result);
    return;
  }
  if (message.type !== 'render') return;
  // Sent only when they change (renderPool.ts): every render of this worker shares them.
  if (message.request.routeTables) routeTables = message.request.routeTables;
  const tables = routeTables;
  try {
    const { renderPage } = await host;
    const page = await renderPage({
      ...message.request,
      routeTables: tables,
      execute: (query, variables) => execute(message.id, query, variables),
    });
    parentPort.postMessage({ type: 'rendered', id: message.id, page });
  } catch (error) {
    parentPort.postMessage({
      type: 'rendered',
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
