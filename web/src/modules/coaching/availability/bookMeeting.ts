import { createValueStore } from '../../../app/store';

/** What the booking dialog starts from: a startup's hosts to choose among, or one host (a profile's), and for whom. */
export interface BookMeetingRequest {
  startupId?: string;
  hostId?: string;
  hostName?: string;
  forUserId?: string;
}

/** The booking dialog is one overlay of the frame (BookingDialogHost); screens open it through here. */
export const bookMeetingRequest = createValueStore<BookMeetingRequest | null>(null);

export const openBookMeeting = (request: BookMeetingRequest) => bookMeetingRequest.set({ ...request });
export const closeBookMeeting = () => bookMeetingRequest.set(null);
