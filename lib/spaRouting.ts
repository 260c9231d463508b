/**
 * SPA routing at the edge, as a CloudFront viewer-request function. Client
 * routes (/home, /invite/ABCD2345, /profile/jane.doe) get index.html; the
 * public pages rendered at build time (/, /about, /terms…: the list in
 * functions/contract/prerenderedPages.ts) get their own HTML file; real
 * files (/assets/* from the build, /images/* from web/public, /config.json,
 * /favicon.svg) pass through, so a missing
 * file is a 404, not the app. Done in a viewer-request function and not with
 * distribution-wide error responses, because those would also turn the API's
 * JSON 403/404 answers into index.html with status 200.
 *
 * Plain data, no CDK imports: the local web server (bin/local/webServer.ts)
 * runs this very code, so local routing is CloudFront's.
 */
import { PRERENDERED_PAGES } from '#contract/prerenderedPages';

/** Path → file, an exact match of the whole path: one property lookup, no pattern. */
const PRERENDERED = Object.fromEntries(PRERENDERED_PAGES.map((page) => [page.path, page.file]));

export const SPA_REWRITE_CODE = `var PRERENDERED = ${JSON.stringify(PRERENDERED)};
function isRootFile(uri) {
  // One path segment with an extension of letters and digits (/favicon.svg), checked in one pass: no pattern.
  if (uri.lastIndexOf('/') !== 0) return false;
  var dot = uri.lastIndexOf('.');
  if (dot < 2 || dot === uri.length - 1) return false;
  for (var i = dot + 1; i < uri.length; i++) {
    var c = uri.charCodeAt(i);
    var alnum = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!alnum) return false;
  }
  return true;
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var isFile = uri.indexOf('/assets/') === 0 || uri.indexOf('/images/') === 0 || isRootFile(uri);
  if (!isFile) {
    // Own keys only: a path never names what every object inherits (toString, __proto__).
    request.uri = Object.prototype.hasOwnProperty.call(PRERENDERED, uri) ? PRERENDERED[uri] : '/index.html';
  }
  return request;
}`;
