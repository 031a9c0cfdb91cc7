// /admin/courses/{course}/boeken (document 3 §2, §3 Methodology/Book/Chapter, §5; issue 46): the stream's methods,
// each with its books and each book's chapters (a code such as 'H3' and a title). Add a book to a method (its button
// appears once the name is filled), add a chapter to a book (once code and title are filled), rename a book or edit a
// chapter (save enabled only when changed), delete either (asks first; the server refuses while questions use it and
// says how many). Methods without books for the stream are offered for a new book. Every answer carries the stream's
// lists, so the page follows in the Relay store.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { BooksScreenQuery } from '../../__generated__/BooksScreenQuery.graphql';
import type { BooksScreenCreateBookMutation } from '../../__generated__/BooksScreenCreateBookMutation.graphql';
import type { BooksScreenUpdateBookMutation } from '../../__generated__/BooksScreenUpdateBookMutation.graphql';
import type { BooksScreenDeleteBookMutation } from '../../__generated__/BooksScreenDeleteBookMutation.graphql';
import type { BooksScreenCreateChapterMutation } from '../../__generated__/BooksScreenCreateChapterMutation.graphql';
import type { BooksScreenUpdateChapterMutation } from '../../__generated__/BooksScreenUpdateChapterMutation.graphql';
import type { BooksScreenDeleteChapterMutation } from '../../__generated__/BooksScreenDeleteChapterMutation.graphql';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { useToast } from '../../components/Toasts.tsx';
import { ADMIN_TEXT } from './adminText.ts';
import { AddForm, ItemForm, METADATA_TEXT, outcomeOf, type Outcome } from './metadataForms.tsx';
import './metadata.css';

export const BOOKS_TEXT = {
  title: (stream: string) => `Boeken ${stream}`,
  lead: 'Methodes met hun boeken en hoofdstukken. Vragen koppel je aan hoofdstukken in de vraageditor (Metadata & Highlights).',
  none: 'Dit vak heeft nog geen boeken.',
  bookName: 'Naam boek',
  addBook: 'Boek toevoegen',
  addBookTo: (method: string) => `Nieuw boek bij ${method}`,
  newMethodTitle: 'Nieuw boek bij een andere methode',
  method: 'Methode',
  chooseMethod: 'Kies een methode',
  book: (name: string) => `Boek ${name}`,
  chapters: 'Hoofdstukken',
  noChapters: 'Nog geen hoofdstukken.',
  code: 'Code',
  chapterTitle: 'Titel',
  chapter: (name: string, book: string) => `Hoofdstuk ${name} van ${book}`,
  addChapter: 'Hoofdstuk toevoegen',
  addChapterTo: (book: string) => `Nieuw hoofdstuk in ${book}`,
  confirmBook: (name: string) => `Weet je zeker dat je het boek ${name} met zijn hoofdstukken wil verwijderen?`,
  confirmChapter: (name: string) => `Weet je zeker dat je hoofdstuk ${name} wil verwijderen?`,
} as const;

export const booksScreenQuery = graphql`
  query BooksScreenQuery($urlId: String!) @preloadable {
    adminStream(urlId: $urlId) {
      id
      urlId
      name
      ...BooksScreen_lists @relay(mask: false)
    }
  }
`;

export const booksScreenLists = graphql`
  fragment BooksScreen_lists on Stream {
    adminBooks {
      id
      name
      books {
        id
        name
        questionCount
        chapters {
          id
          name
          title
          questionCount
        }
      }
    }
    adminUnusedMethodologies {
      id
      name
    }
  }
`;

const createBookMutation = graphql`
  mutation BooksScreenCreateBookMutation($streamId: String!, $methodologyId: String!, $name: String!) {
    createBook(streamId: $streamId, methodologyId: $methodologyId, name: $name) {
      __typename
      ... on BookSaved {
        stream {
          id
          ...BooksScreen_lists @relay(mask: false)
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const updateBookMutation = graphql`
  mutation BooksScreenUpdateBookMutation($id: String!, $name: String!) {
    updateBook(id: $id, name: $name) {
      __typename
      ... on BookSaved {
        stream {
          id
          ...BooksScreen_lists @relay(mask: false)
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deleteBookMutation = graphql`
  mutation BooksScreenDeleteBookMutation($id: String!) {
    deleteBook(id: $id) {
      __typename
      ... on BookDeleted {
        stream {
          id
          ...BooksScreen_lists @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const createChapterMutation = graphql`
  mutation BooksScreenCreateChapterMutation($bookId: String!, $name: String!, $title: String!) {
    createChapter(bookId: $bookId, name: $name, title: $title) {
      __typename
      ... on ChapterSaved {
        stream {
          id
          ...BooksScreen_lists @relay(mask: false)
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const updateChapterMutation = graphql`
  mutation BooksScreenUpdateChapterMutation($id: String!, $name: String!, $title: String!) {
    updateChapter(id: $id, name: $name, title: $title) {
      __typename
      ... on ChapterSaved {
        stream {
          id
          ...BooksScreen_lists @relay(mask: false)
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deleteChapterMutation = graphql`
  mutation BooksScreenDeleteChapterMutation($id: String!) {
    deleteChapter(id: $id) {
      __typename
      ... on ChapterDeleted {
        stream {
          id
          ...BooksScreen_lists @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Book = NonNullable<BooksScreenQuery['response']['adminStream']>['adminBooks'][number]['books'][number];

function useBookMutations() {
  const [createBook] = usePromiseMutation<BooksScreenCreateBookMutation>(createBookMutation);
  const [updateBook] = usePromiseMutation<BooksScreenUpdateBookMutation>(updateBookMutation);
  const [deleteBook] = usePromiseMutation<BooksScreenDeleteBookMutation>(deleteBookMutation);
  const [createChapter] = usePromiseMutation<BooksScreenCreateChapterMutation>(createChapterMutation);
  const [updateChapter] = usePromiseMutation<BooksScreenUpdateChapterMutation>(updateChapterMutation);
  const [deleteChapter] = usePromiseMutation<BooksScreenDeleteChapterMutation>(deleteChapterMutation);
  return {
    createBook: async (streamId: string, methodologyId: string, name: string): Promise<Outcome> => outcomeOf((await createBook({ streamId, methodologyId, name })).createBook, 'BookSaved'),
    updateBook: async (id: string, name: string) => outcomeOf((await updateBook({ id, name })).updateBook, 'BookSaved'),
    deleteBook: async (id: string) => outcomeOf((await deleteBook({ id })).deleteBook, 'BookDeleted'),
    createChapter: async (bookId: string, name: string, title: string) => outcomeOf((await createChapter({ bookId, name, title })).createChapter, 'ChapterSaved'),
    updateChapter: async (id: string, name: string, title: string) => outcomeOf((await updateChapter({ id, name, title })).updateChapter, 'ChapterSaved'),
    deleteChapter: async (id: string) => outcomeOf((await deleteChapter({ id })).deleteChapter, 'ChapterDeleted'),
  };
}

const CHAPTER_FIELDS = [
  { name: 'name', label: BOOKS_TEXT.code },
  { name: 'title', label: BOOKS_TEXT.chapterTitle },
] as const;

function BookCard({ book, m }: { book: Book; m: ReturnType<typeof useBookMutations> }) {
  return (
    <li className="card metadata-book">
      <h3>{BOOKS_TEXT.book(book.name)}</h3>
      <ItemForm
        title={BOOKS_TEXT.book(book.name)}
        fields={[{ name: 'name', label: BOOKS_TEXT.bookName }]}
        stored={{ name: book.name }}
        note={METADATA_TEXT.questions(book.questionCount)}
        onSave={(v) => m.updateBook(book.id, v.name ?? '')}
        onRemove={() => m.deleteBook(book.id)}
        confirm={BOOKS_TEXT.confirmBook(book.name)}
      />
      <h4>{BOOKS_TEXT.chapters}</h4>
      {book.chapters.length === 0 ? (
        <p className="field-hint">{BOOKS_TEXT.noChapters}</p>
      ) : (
        <ul className="metadata-list">
          {book.chapters.map((c) => (
            <li key={c.id}>
              <ItemForm
                title={BOOKS_TEXT.chapter(c.name, book.name)}
                fields={CHAPTER_FIELDS}
                stored={{ name: c.name, title: c.title ?? '' }}
                note={METADATA_TEXT.questions(c.questionCount)}
                onSave={(v) => m.updateChapter(c.id, v.name ?? '', v.title ?? '')}
                onRemove={() => m.deleteChapter(c.id)}
                confirm={BOOKS_TEXT.confirmChapter(c.name)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddForm title={BOOKS_TEXT.addChapterTo(book.name)} fields={CHAPTER_FIELDS} submitLabel={BOOKS_TEXT.addChapter} onAdd={(v) => m.createChapter(book.id, v.name ?? '', v.title ?? '')} />
    </li>
  );
}

/** A new book for a method that has none for the stream yet: its button appears once a method is chosen and the name filled. */
function NewMethodBook({ streamId, methods, m }: { streamId: string; methods: readonly { id: string; name: string }[]; m: ReturnType<typeof useBookMutations> }) {
  const [method, setMethod] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const filled = method !== '' && name.trim() !== '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    setBusy(true);
    try {
      const outcome = await m.createBook(streamId, method, name);
      if (outcome.ok) {
        setMethod('');
        setName('');
        setErrors({});
        toast(METADATA_TEXT.added, 'success');
      } else {
        setErrors(outcome.fieldErrors ?? {});
        toast(METADATA_TEXT.failed, 'error');
      }
    } catch {
      toast(METADATA_TEXT.failed, 'error');
    } finally {
      setBusy(false);
    }
  };
  if (methods.length === 0) return null;
  return (
    <section className="card metadata-new" aria-labelledby="new-method-book">
      <h2 id="new-method-book">{BOOKS_TEXT.newMethodTitle}</h2>
      <form className="metadata-add" onSubmit={submit} noValidate>
        <SelectField
          label={BOOKS_TEXT.method}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          placeholder={BOOKS_TEXT.chooseMethod}
          errors={errors.methodologyId}
          options={methods.map((x) => ({ value: x.id, label: x.name }))}
        />
        <TextField label={BOOKS_TEXT.bookName} value={name} onChange={(e) => setName(e.target.value)} errors={errors.name} />
        {filled && (
          <Button type="submit" loading={busy} disabled={busy}>
            {BOOKS_TEXT.addBook}
          </Button>
        )}
      </form>
    </section>
  );
}

export function BooksScreen({ queryRef }: { queryRef: PreloadedQuery<BooksScreenQuery> }) {
  const { adminStream: stream } = usePreloadedQuery<BooksScreenQuery>(booksScreenQuery, queryRef);
  const m = useBookMutations();
  if (!stream) return <p className="empty">{ADMIN_TEXT.loadFailed}</p>;
  return (
    <div className="metadata-page">
      <h1>{BOOKS_TEXT.title(stream.name)}</h1>
      <p className="field-hint">{BOOKS_TEXT.lead}</p>
      {stream.adminBooks.length === 0 && <p className="empty">{BOOKS_TEXT.none}</p>}
      {stream.adminBooks.map((method) => (
        <section key={method.id} className="metadata-method" aria-labelledby={`method-${method.id}`}>
          <h2 id={`method-${method.id}`}>{method.name}</h2>
          <ul className="metadata-books">
            {method.books.map((book) => (
              <BookCard key={book.id} book={book} m={m} />
            ))}
          </ul>
          <AddForm
            title={BOOKS_TEXT.addBookTo(method.name)}
            fields={[{ name: 'name', label: BOOKS_TEXT.bookName }]}
            submitLabel={BOOKS_TEXT.addBook}
            onAdd={(v) => m.createBook(stream.urlId, method.id, v.name ?? '')}
          />
        </section>
      ))}
      <NewMethodBook streamId={stream.urlId} methods={stream.adminUnusedMethodologies} m={m} />
    </div>
  );
}
