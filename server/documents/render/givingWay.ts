// The libraries that make documents give way to requests (../requestLoad.ts) at their small steps:
// - pdfmake at every node it measures and lays out, and at every item it draws. Drawing has a public hook (the
//   progress callback); measuring and layout have none, so DocMeasure's measureNode and LayoutBuilder's processNode
//   are wrapped;
// - docx at every element it prepares for its XML (XmlComponent, which docx exports for custom elements).
// Each is wrapped once per thread. Should a release rename one, loading this module throws, and the documents' tests
// fail.
import { createRequire } from 'node:module';
import { XmlComponent } from 'docx';
import { giveWay } from '../requestLoad.ts';

type Method = (this: unknown, ...args: unknown[]) => unknown;
type Prototype = Record<string, Method | undefined>;

function wrap(name: string, prototype: Prototype | undefined, method: string): void {
  const original = prototype?.[method];
  if (!prototype || typeof original !== 'function') throw new Error(`${name} has no ${method}: documents could not give way to requests (server/documents/render/givingWay.ts).`);
  if ((original as { givesWay?: boolean }).givesWay) return;
  prototype[method] = Object.assign(
    function (this: unknown, ...args: unknown[]) {
      giveWay();
      return original.apply(this, args);
    },
    { givesWay: true },
  );
}

/** Makes pdfmake give way; `setProgressCallback` is the pdfmake instance's. */
export function pdfmakeGivesWay(setProgressCallback: (callback: () => void) => void): void {
  const require = createRequire(import.meta.url);
  const prototypeOf = (module: string) => (require(module) as { default?: { prototype?: Prototype } }).default?.prototype;
  wrap('pdfmake/js/DocMeasure.js', prototypeOf('pdfmake/js/DocMeasure.js'), 'measureNode');
  wrap('pdfmake/js/LayoutBuilder.js', prototypeOf('pdfmake/js/LayoutBuilder.js'), 'processNode');
  setProgressCallback(giveWay);
}

export function docxGivesWay(): void {
  wrap('docx XmlComponent', XmlComponent.prototype as unknown as Prototype, 'prepForXml');
}
