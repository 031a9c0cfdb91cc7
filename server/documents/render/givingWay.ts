// The libraries that make documents give way to requests (../requestLoad.ts) at their small steps:
// - pdfmake at every node it measures and lays out, and at every item it draws. Drawing has a public hook (the
//   progress callback); measuring and layout have none, so DocMeasure's measureNode and LayoutBuilder's processNode
//   are wrapped (./patch.ts);
// - docx at every element it prepares for its XML (XmlComponent, which docx exports for custom elements).
import { XmlComponent } from 'docx';
import { giveWay } from '../requestLoad.ts';
import { patchMethod, pdfmakePrototype } from './patch.ts';

const MARKER = 'givesWay';

function giveWayBefore(name: string, prototype: object | undefined, method: string): void {
  patchMethod(
    name,
    prototype,
    method,
    MARKER,
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        giveWay();
        return original.apply(this, args);
      },
  );
}

/** Makes pdfmake give way; `setProgressCallback` is the pdfmake instance's. */
export function pdfmakeGivesWay(setProgressCallback: (callback: () => void) => void): void {
  giveWayBefore("pdfmake's DocMeasure", pdfmakePrototype('DocMeasure'), 'measureNode');
  giveWayBefore("pdfmake's LayoutBuilder", pdfmakePrototype('LayoutBuilder'), 'processNode');
  setProgressCallback(giveWay);
}

export function docxGivesWay(): void {
  giveWayBefore("docx's XmlComponent", XmlComponent.prototype, 'prepForXml');
}
