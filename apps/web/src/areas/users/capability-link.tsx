// A capability as a support lead reads it: what it lets someone do, with its flag's name linking to
// Who Can Do What for it.
import { type Capability, capabilityDescriptions } from '@eco/contract';
import { Link } from '@tanstack/react-router';

export function CapabilityLink({ capability }: { capability: Capability }) {
  return (
    <Link
      to="/users/capabilities"
      search={{ capability } as never}
      className="capability-link"
      title={`Who can do this: ${capability}`}
    >
      {capability}
    </Link>
  );
}

export function CapabilityItem({ capability }: { capability: Capability }) {
  return (
    <li className="capability-item">
      <CapabilityLink capability={capability} />
      <span className="capability-item__description">{capabilityDescriptions[capability]}</span>
    </li>
  );
}
