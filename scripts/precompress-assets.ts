// Runs after `react-router build` (npm run build): writes a .gz (zopfli, the
// smallest gzip there is) and a .br beside each script, stylesheet and SVG in
// build/client/assets, so the server sends compressed files it never has to
// compress again (server/static-assets.ts).
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const brotli = promisify(brotliCompress);

export async function precompressAssets(assetsDir: string): Promise<{ files: number; bytes: number; gzipped: number }> {
  const files = fs.readdirSync(assetsDir).filter((name) => COMPRESSIBLE.test(name));
  let bytes = 0;
  let gzipped = 0;
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(assetsDir, name);
      const source = fs.readFileSync(file);
      const [gz, br] = await Promise.all([
        gzipAsync(source, { numiterations: 15 }),
        brotli(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      ]);
      fs.writeFileSync(`${file}.gz`, gz);
      fs.writeFileSync(`${file}.br`, br);
      bytes += source.length;
      gzipped += gz.length;
    }),
  );
  return { files: files.length, bytes, gzipped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const assetsDir = path.join(process.env.BUILD_DIR || "build", "client", "assets");
  const started = performance.now();
  const { files, bytes, gzipped } = await precompressAssets(assetsDir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${files} assets (${kb(bytes)} → ${kb(gzipped)} gzipped) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
