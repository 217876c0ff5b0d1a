import { EventTypesTab } from './components/event-types-tab';

/** /admin/company-event-type (spec 002 §2): the event types list on its own. */
export default function CompanyEventTypePage() {
  return <EventTypesTab headingOrder={1} />;
}
