// Builds `import X from "lucide-react/icons/<name>"` as a small component of
// our own (app/shared/ui/icon.tsx) over lucide's icon data, instead of
// lucide's component, which writes eight styling attributes into every <svg>
// and brings a runtime for options this site never uses (decision 006). The
// source keeps lucide's imports and types; the icon's data is read from the
// package's own module for that icon (its `__iconData` object, kept with the
// licence header), so nothing of lucide's runtime is bundled.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

const ICON_IMPORT = /^lucide-react\/icons\/([a-z0-9-]+)$/;
const PREFIX = "\0light-icon:";
const require = createRequire(import.meta.url);

/**
 * The icon's SVG elements alone, as JSON: lucide's data also carries a name, a size, aliases and a random React key
 * per element, which cost every page bytes that compress poorly (keys) and do nothing here.
 */
export function iconNodes(iconData: string): string {
  // lucide's own module text, from node_modules: an object literal of strings and arrays.
  const { node } = new Function(`return (${iconData});`)() as { node: [string, Record<string, string>][] };
  return JSON.stringify(node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]));
}

/** A short, stable name for an importing module (its path's hash): module ids end up in the server build's names. */
function importerKey(importer: string): string {
  return createHash("sha256").update(importer).digest("base64url").slice(0, 10);
}

export function lightIcons(): Plugin {
  return {
    name: "academy:light-icons",
    enforce: "pre",
    // One copy of an icon per module that imports it, so that each copy lands in its importer's file: an icon
    // shared by two or three pages was a file of its own (~70 bytes gzipped of imports and headers for ~100 of
    // data), and the course page loaded four such files.
    resolveId(source, importer) {
      const name = ICON_IMPORT.exec(source)?.[1];
      return name ? `${PREFIX}${name}${importer ? `?from=${importerKey(importer)}` : ""}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length).replace(/\?.*$/, "");
      const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
      const source = fs.readFileSync(file, "utf8");
      const licence = /\/\*\*[\s\S]*?\*\//.exec(source)?.[0] ?? "";
      const data = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
      if (!data)
        throw new Error(`lucide-react/icons/${name}: no __iconData in ${file} (has lucide changed its format?)`);
      return `${licence}\nimport { createIcon } from "#app/shared/ui/icon";\nexport default createIcon(${iconNodes(data)});\n`;
    },
  };
}
