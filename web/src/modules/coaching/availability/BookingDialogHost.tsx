import { useEffect, useState } from 'react';
import { useStoreValue } from '../../../app/store';
import { bookMeetingRequest, closeBookMeeting, type BookMeetingRequest } from './bookMeeting';
import '../styles';
import { lazyComponent } from '../../../ui/lazyComponent';

// The dialog's code (slots, hosts, the week view) downloads when it first opens, not with every page.
const BookingDialog = lazyComponent(async () => (await import('./BookingDialog')).BookingDialog);

/** Mounted in the signed-in frame, so that a startup's file and a person's profile open the one booking dialog. */
export function BookingDialogHost() {
  const request = useStoreValue(bookMeetingRequest);
  // The last request stays rendered while the dialog plays its closing transition.
  const [shown, setShown] = useState<BookMeetingRequest | null>(request);
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (!request) return;
    setShown(request);
    setOpened((n) => n + 1);
  }, [request]);
  useEffect(() => () => closeBookMeeting(), []);
  if (!shown) return null;
  return <BookingDialog key={opened} request={shown} opened={request !== null} onClose={closeBookMeeting} />;
}
