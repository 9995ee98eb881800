// A file imported as its text (an operation file of an ahead script), as webpack's asset/source does.
module.exports = { process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }) };
