// Module Federation needs an async boundary before shared modules are used (standalone dev only;
// the host loads ./expose/App through remoteEntry.js).
import('./bootstrap');
