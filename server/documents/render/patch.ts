// Replacing a method of a library's class where the library offers no hook (pdfmake, docx), once per thread: two
// copies of a module (jest's registry beside Node's) must not wrap it twice, so each replacement carries a marker.
// Should a release rename the method, this throws, and the documents' tests fail rather than print wrongly.
import { createRequire } from 'node:module';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any method of a library's class: its receiver and arguments are the library's, unknown here
type AnyMethod = (this: any, ...args: any[]) => unknown;

/** The prototype of a pdfmake class, from its CommonJS module under pdfmake/js/. */
export function pdfmakePrototype(module: string): object | undefined {
  const require = createRequire(import.meta.url);
  return (require(`pdfmake/js/${module}.js`) as { default?: { prototype?: object } }).default?.prototype;
}

/** Replaces `prototype[method]` with what `replace` makes of it, unless a replacement with `marker` is there already. */
export function patchMethod(name: string, prototype: object | undefined, method: string, marker: string, replace: (original: AnyMethod) => AnyMethod): void {
  const methods = prototype as Record<string, AnyMethod | undefined> | undefined;
  const original = methods?.[method];
  if (!methods || typeof original !== 'function') throw new Error(`${name} has no ${method} (server/documents/render/patch.ts).`);
  if ((original as unknown as Record<string, boolean>)[marker]) return;
  methods[method] = Object.assign(replace(original), { [marker]: true });
}
