// The build's files: hashed assets (scripts, styles) served from the
// precompressed .br/.gz files that `npm run build` writes, ahead of logging and
// the page headers, since a content-hashed file needs neither; public files
// (images, video, favicon) with an hour's cache.
import path from "node:path";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

export function hashedAssets(clientDir: string): RequestHandler {
  const serve = expressStaticGzip(path.join(clientDir, "assets"), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: "1y",
      setHeaders: (res) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      },
    },
  }) as RequestHandler;
  return serve;
}

export function publicFiles(clientDir: string): RequestHandler {
  return express.static(clientDir, { maxAge: "1h", index: false });
}
