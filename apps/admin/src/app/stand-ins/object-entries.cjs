// Stand-in for the object.entries polyfill that node-polyglot (react-admin's translator)
// requires: every browser the back office supports has Object.entries, and the polyfill
// brings get-intrinsic and a dozen helper packages into the first load (vite.config.ts).
module.exports = Object.entries;
