// Compressed object streams (PDF 1.5): pdfkit writes every object on its own, uncompressed, with a 20-byte line in a
// plain cross-reference table. A tagged PDF has thousands of small objects (the structure tree: one per paragraph,
// formula, table cell), which made a 16-topic correctievoorschrift 59 % larger than untagged (1,074 kB against
// 676 kB: 3,420 structure elements, 205 kB of dictionaries and as much again in object headers and table lines).
// Issue 42 allows tagging at most 30 %. Here every object without a stream of its own (dictionaries, arrays: pages,
// fonts, annotations, structure elements) goes into compressed object streams, and the cross-reference table becomes
// a compressed cross-reference stream, as PDF 1.5 readers (all of today's: poppler, pdf.js, Acrobat, LibreOffice) read.
//
// pdfkit has no option for it, so two of its methods are wrapped, once per thread (./patch.ts):
// - PDFReference.finalize: an object without stream data is serialised by pdfkit itself (its writes caught) and kept;
// - PDFDocument._finalize (after the last object): the kept objects are written in object streams of at most
//   OBJECTS_PER_STREAM, then the cross-reference stream with the trailer's entries, instead of pdfkit's table.
// Only for documents of PDF 1.5 or later that are not encrypted (the renderers' are PDF 1.7 and never encrypted).
import { deflateSync } from 'node:zlib';
import { patchMethod, pdfmakePrototype } from './patch.ts';

/** At most this many objects per object stream: a reader inflates a whole stream to reach one of its objects. */
const OBJECTS_PER_STREAM = 200;

interface Reference {
  id: number;
  gen: number;
  offset: number;
  buffer: unknown[];
  document: Document;
}

interface Document {
  version: number;
  _security?: unknown;
  _offset: number;
  _offsets: number[];
  _root: { id: number };
  _info: { id: number };
  _id: Buffer;
  _write(data: string | Buffer): void;
  _refEnd(ref: Reference): void;
  push(chunk: Buffer | null): boolean;
  [PACKED]?: Packed;
}

/** The objects kept for object streams, by id, with their serialised dictionary. */
interface Packed {
  ids: number[];
  bodies: Buffer[];
}

const PACKED = Symbol('vraagwerkPackedObjects');
const MARKER = 'objectStreams';

const packs = (doc: Document) => doc.version >= 1.5 && !doc._security;

function install(): void {
  const document = pdfmakePrototype('PDFDocument') as (Document & { ref(data: object): Reference }) | undefined;
  if (!document) throw new Error("pdfmake's PDFDocument was not found (server/documents/render/pdfObjectStreams.ts).");
  // pdfkit does not export PDFReference: its prototype is that of a reference made for a stand-in document.
  const reference = Object.getPrototypeOf(document.ref.call({ _offsets: [], _waiting: 0, compress: false } as unknown as Document, {})) as object;

  patchMethod(
    "pdfkit's PDFReference",
    reference,
    'finalize',
    MARKER,
    (original) =>
      function (this: Reference) {
        const doc = this.document;
        if (this.buffer.length || this.gen !== 0 || !packs(doc)) return original.call(this);
        // pdfkit writes the object as `id gen obj`, its dictionary, `endobj`, then ends the reference: the dictionary is
        // caught, and the reference ends as pdfkit's own would (its offset is replaced by the object stream's entry).
        const written: (string | Buffer)[] = [];
        const refEnd = doc._refEnd;
        doc._write = (data) => void written.push(data);
        doc._refEnd = (ref) => {
          delete (doc as Partial<Document>)._write;
          delete (doc as Partial<Document>)._refEnd;
          const packed = (doc[PACKED] ??= { ids: [], bodies: [] });
          packed.ids.push(ref.id);
          packed.bodies.push(Buffer.from(String(written[1]), 'binary'));
          refEnd.call(doc, ref);
        };
        try {
          return original.call(this);
        } finally {
          delete (doc as Partial<Document>)._write;
          delete (doc as Partial<Document>)._refEnd;
        }
      },
  );

  patchMethod(
    "pdfkit's PDFDocument",
    document,
    '_finalize',
    MARKER,
    (original) =>
      function (this: Document) {
        const packed = this[PACKED];
        if (!packed || !packs(this)) return original.call(this);
        delete this[PACKED];
        writeObjectStreamsAndXref(this, packed);
      },
  );
}

/** Writes the kept objects in object streams, then the cross-reference stream and the end of the file. */
function writeObjectStreamsAndXref(doc: Document, packed: Packed): void {
  /** Per object id: [type, field 2, field 3] as in a cross-reference stream (PDF 32000-1, 7.5.8.3). */
  const entries = new Map<number, [number, number, number]>();
  for (let start = 0; start < packed.ids.length; start += OBJECTS_PER_STREAM) {
    const ids = packed.ids.slice(start, start + OBJECTS_PER_STREAM);
    const bodies = packed.bodies.slice(start, start + OBJECTS_PER_STREAM);
    const streamId = newObject(doc);
    const pairs: string[] = [];
    let offset = 0;
    ids.forEach((id, index) => {
      pairs.push(`${id} ${offset}`);
      offset += bodies[index]!.length + 1;
      entries.set(id, [2, streamId, index]);
    });
    const header = Buffer.from(`${pairs.join(' ')}\n`, 'binary');
    const data = deflateSync(Buffer.concat([header, ...bodies.flatMap((b) => [b, NEWLINE])]));
    writeStream(doc, streamId, `/Type /ObjStm /N ${ids.length} /First ${header.length} /Filter /FlateDecode /Length ${data.length}`, data);
  }

  const xrefId = newObject(doc);
  const size = doc._offsets.length + 1;
  const xrefOffset = doc._offset;
  // Type 0 (free) for object 0; type 1 (offset) for objects in the file; type 2 (stream, index) for packed ones.
  const W = [1, 4, 2] as const;
  const table = Buffer.alloc(size * (W[0] + W[1] + W[2]));
  const put = (row: number, [type, a, b]: [number, number, number]) => {
    const at = row * 7;
    table.writeUInt8(type, at);
    table.writeUInt32BE(a, at + 1);
    table.writeUInt16BE(b, at + 5);
  };
  put(0, [0, 0, 65535]);
  for (let id = 1; id < size; id++) put(id, entries.get(id) ?? [1, doc._offsets[id - 1]!, 0]);
  const data = deflateSync(table);
  const fileId = `<${doc._id.toString('hex')}>`;
  writeStream(
    doc,
    xrefId,
    `/Type /XRef /Size ${size} /W [${W.join(' ')}] /Root ${doc._root.id} 0 R /Info ${doc._info.id} 0 R /ID [${fileId} ${fileId}] /Filter /FlateDecode /Length ${data.length}`,
    data,
  );
  doc._write('startxref');
  doc._write(`${xrefOffset}`);
  doc._write('%%EOF');
  doc.push(null);
}

const NEWLINE = Buffer.from('\n');

/** A new object's id, its offset the file's end (where it is written next). */
function newObject(doc: Document): number {
  doc._offsets.push(doc._offset);
  return doc._offsets.length;
}

function writeStream(doc: Document, id: number, dictionary: string, data: Buffer): void {
  doc._write(`${id} 0 obj`);
  doc._write(`<<${dictionary}>>`);
  doc._write('stream');
  doc._write(data);
  doc._write('\nendstream');
  doc._write('endobj');
}

install();
