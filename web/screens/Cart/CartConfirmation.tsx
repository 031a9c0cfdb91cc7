// Step 'Bevestiging' (document 1 §2.6): the set that was made — its name, topics, the link for students with a copy
// button, a large QR code and short link for the classroom's projector (issue 41) — with sharing (place it in the
// students' web environment, hide it from self-practice) and the way to the
// reuse list. A set made as pdf or Word offers its documents right here, its own format first (the card's downloads);
// a digital set is handed out by its link.
import { Link } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import type { CartConfirmation_collection$key } from '../../__generated__/CartConfirmation_collection.graphql';
import type { CollectionCard_collection$key } from '../../__generated__/CollectionCard_collection.graphql';
import type { SharePanel_viewer$key } from '../../__generated__/SharePanel_viewer.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { CollectionCard } from '../Collections/CollectionCard.tsx';
import { CART_TEXT, type DownloadType } from './cartText.ts';

export interface MadeSet {
  collection: CollectionCard_collection$key & CartConfirmation_collection$key;
  /** false: the same submission had made this set before (a retry). */
  created: boolean;
  downloadType: DownloadType;
  qr: boolean;
  /** The set as made: lines to answer on under each question. */
  answerSpace: boolean;
}

export function CartConfirmation({ made, viewer, searchPath }: { made: MadeSet; viewer: SharePanel_viewer$key; searchPath: string | null }) {
  // The address the codes in the set's documents carry, from the function on the server that makes them.
  const { qrCodes } = useFragment(
    graphql`
      fragment CartConfirmation_collection on Collection {
        qrCodes {
          address
          reachableFromPhone
        }
      }
    `,
    made.collection as CartConfirmation_collection$key,
  );
  const codes = made.downloadType !== 'digital' ? qrCodes : null;
  return (
    <div className="cart-confirmation">
      <Alert kind="success" title={CART_TEXT.made}>
        {!made.created && <p>{CART_TEXT.madeBefore}</p>}
        <p>{made.downloadType === 'pdf' ? CART_TEXT.madePdf(made.qr) : made.downloadType === 'word' ? CART_TEXT.madeWord : CART_TEXT.madeDigital}</p>
        {made.answerSpace && made.downloadType !== 'digital' && <p>{CART_TEXT.madeAnswerSpace}</p>}
        {codes && <p className="cart-qr-address">{CART_TEXT.qrAddress(codes.address)}</p>}
      </Alert>
      {codes && !codes.reachableFromPhone && (
        <Alert kind="warning" title={CART_TEXT.qrUnreachableTitle}>
          <p>{CART_TEXT.qrUnreachable(codes.address)}</p>
        </Alert>
      )}
      <CollectionCard collection={made.collection} viewer={viewer} manage downloads={made.downloadType !== 'digital'} board="large" />
      <p className="cart-after">
        <Link to="/collections/history">{CART_TEXT.reuse}</Link>
        {searchPath && <Link to={searchPath}>{CART_TEXT.newSelection}</Link>}
      </p>
    </div>
  );
}
