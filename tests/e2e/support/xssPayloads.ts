/**
 * The XSS gate's payloads: classic vectors (script tags, event handlers,
 * javascript: and data: URLs, SVG, iframe srcdoc, style expressions), broken
 * and nested markup, entity and case tricks, and null bytes. Every payload,
 * if it ran, would either set the global `__xss` or call alert(), both of
 * which the test hook in xssHook.ts records.
 */

/** `code` is the JavaScript each vector tries to run. */
const VECTORS: ((code: string) => string)[] = [
  (c) => `<script>${c}</script>`,
  (c) => `<ScRiPt>${c}</sCrIpT>`,
  (c) => `<script src="data:,${c}"></script>`,
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<IMG SRC=x OnErRoR=${c}>`,
  (c) => `<img/src=x/onerror=${c}>`,
  (c) => `<img src=x onerror="${c}"`,
  (c) => `<img src="x\` onerror=${c}>`,
  (c) => `<img src=x\u0000 onerror=${c}>`,
  (c) => `<scr\u0000ipt>${c}</script>`,
  (c) => `<svg onload=${c}>`,
  (c) => `<svg/onload=${c}//`,
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
  (c) => `<svg><a xlink:href="javascript:${c}"><text y=20>x</text></a></svg>`,
  (c) => `<a href="javascript:${c}">x</a>`,
  (c) => `<a href="JaVaScRiPt:${c}">x</a>`,
  (c) => `<a href=" javascript:${c}">x</a>`,
  (c) => `<a href="jav&#x09;ascript:${c}">x</a>`,
  (c) => `<a href="&#106;avascript:${c}">x</a>`,
  (c) => `<a href="data:text/html,<script>${c}</script>">x</a>`,
  (c) => `javascript:${c}`,
  (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c) => `<iframe src="javascript:parent.${c}"></iframe>`,
  (c) => `<iframe src="data:text/html,<script>parent.${c}</script>"></iframe>`,
  (c) => `<object data="data:text/html,<script>${c}</script>"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<div style="background:url(javascript:${c})">x</div>`,
  (c) => `<div style="width:expression(${c})">x</div>`,
  (c) => `<style>@import 'javascript:${c}';</style>`,
  (c) => `<body onload=${c}>`,
  (c) => `<details open ontoggle=${c}>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<video><source onerror=${c}></video>`,
  (c) => `<audio src=x onerror=${c}>`,
  (c) => `<marquee onstart=${c}>x</marquee>`,
  (c) => `<x onclick=${c}>click me</x>`,
  (c) => `<form><button formaction=javascript:${c}>x</button></form>`,
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (c) => `<base href="javascript:${c}//">`,
  (c) => `"><script>${c}</script>`,
  (c) => `'><img src=x onerror=${c}>`,
  (c) => `</textarea><script>${c}</script>`,
  (c) => `</title><img src=x onerror=${c}>`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  (c) => `<<script>${c}//<</script>`,
  (c) => `<!--<img src=x onerror=${c}>-->`,
  (c) => `<![CDATA[<script>${c}</script>]]>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c) => `&lt;script&gt;${c}&lt;/script&gt;`,
  (c) => `&#60;img src=x onerror=${c}&#62;`,
  (c) => `\\u003cimg src=x onerror=${c}\\u003e`,
  (c) => `{{constructor.constructor('${c}')()}}`,
  (c) => `<img src=x:${c.replace(/=/g, '%3D')} onerror=eval(decodeURIComponent(src.slice(2)))>`,
];

/** What each vector runs: set the known global, or open a dialog. */
const CODES = ['__xss=1', 'alert(1)'];

export const XSS_PAYLOADS: readonly string[] = CODES.flatMap((code) => VECTORS.map((vector) => vector(code)));

/** A field value holding `count` payloads joined with spaces. */
export interface PackedValue {
  value: string;
  count: number;
}

/** Payloads joined with spaces into values of at most `max` characters; each payload lands in exactly one value. */
export function packPayloads(payloads: readonly string[], max: number): PackedValue[] {
  const packed: PackedValue[] = [];
  let current: PackedValue | undefined;
  for (const payload of payloads) {
    const value = payload.slice(0, max);
    if (current && current.value.length + 1 + value.length <= max) {
      current.value = `${current.value} ${value}`;
      current.count++;
      continue;
    }
    current = { value, count: 1 };
    packed.push(current);
  }
  return packed;
}
