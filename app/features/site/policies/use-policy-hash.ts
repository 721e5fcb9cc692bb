import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { policyIdFromHash, type PolicyId } from "./policy-types";

/**
 * The open policy, kept in step with the URL hash (SPEC §2 /policies): a hash
 * naming a policy opens it on load, on hashchange and on in-app links such as
 * the footer's '/policies#privacy'; choosing a tab writes its hash back.
 *
 * The server never sees the hash, so the first render is always `initial` and
 * the hash is applied after hydration; reading it during render would make the
 * client's first render differ from the server's HTML.
 */
export function usePolicyHash(initial: PolicyId): [PolicyId, (id: PolicyId) => void] {
  const [active, setActive] = useState<PolicyId>(initial);
  const location = useLocation();

  useEffect(() => {
    const id = policyIdFromHash(location.hash);
    if (id) setActive(id);
  }, [location]);

  useEffect(() => {
    const follow = () => {
      const id = policyIdFromHash(window.location.hash);
      if (id) setActive(id);
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  const choose = useCallback((id: PolicyId) => {
    setActive(id);
    // replaceState, not a navigation: the page must not jump or scroll, and
    // Back should leave the page rather than step through tabs.
    if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, "", `#${id}`);
  }, []);

  return [active, choose];
}
