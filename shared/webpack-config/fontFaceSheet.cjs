// The Korean webfont's @font-face rules on every page, as a stylesheet (docs/decisions.md, "Korean
// font faces on every page"). @fontsource ships one face per unicode-range slice (~120 per weight):
// declared on every page, a browser downloads only the slices of the characters it draws, so an
// English page fetches the one or two small slices of its language switch's "한국어" and nothing
// else. Injected by style-loader the rules cost ~25 KB (brotli) of JavaScript; this plugin writes
// them as one CSS file instead (woff2 only: every browser we support reads it), with their font
// files, and links it from index.html without blocking the first paint.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'FontFaceSheetPlugin';
const hashOf = (data) => createHash('sha256').update(data).digest('hex').slice(0, 8);

class FontFaceSheetPlugin {
  /** @param {{ name: string, stylesheets: string[] }} options package paths of @font-face stylesheets */
  constructor({ name, stylesheets }) {
    this.name = name;
    this.stylesheets = stylesheets;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      let href = null;
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const sheets = this.stylesheets.map((request) => {
            const file = require.resolve(request);
            compilation.fileDependencies.add(file);
            return fs
              .readFileSync(file, 'utf8')
              .replace(/src:[^;]*?url\(([^)]+\.woff2)\)[^;]*;/g, (_rule, url) => {
                const font = path.resolve(path.dirname(file), url);
                const data = fs.readFileSync(font);
                const out = `assets/${path.basename(font, '.woff2')}.${hashOf(data)}.woff2`;
                if (!compilation.getAsset(out)) compilation.emitAsset(out, new sources.RawSource(data));
                return `src: url(${publicPath}${out}) format('woff2');`;
              });
          });
          // Comments and spaces out (the package's sheets are written to be read: 170 KB → ~110 KB).
          const css = sheets
            .join('\n')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s*([{};:,])\s*/g, '$1')
            .trim();
          const out = `assets/${this.name}.${hashOf(css)}.css`;
          compilation.emitAsset(out, new sources.RawSource(css));
          href = `${publicPath}${out}`;
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        if (href)
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PLUGIN },
            // Not render-blocking: a stylesheet of font faces only, applied once it has arrived.
            attributes: { rel: 'stylesheet', href, media: 'print', onload: "this.media='all'" },
          });
        return data;
      });
    });
  }
}

module.exports = { FontFaceSheetPlugin };
