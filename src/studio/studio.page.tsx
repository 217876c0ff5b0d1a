import { machineRegistry } from '../../machines/registry';
import { StudioView } from './components/studio-view';

/** `/statecharts`: the statechart studio for designers and QA (no sign-in; lazy-loaded by the route table). */
export default function StudioPage() {
  return <StudioView entries={machineRegistry} />;
}
