import type { CameraSignal } from '@civic/domain';

export interface NegotiationOptions {
  /** The polite side yields on an offer collision (the viewer); the impolite side wins (the broadcaster). */
  polite: boolean;
  send: (signal: CameraSignal) => void;
  onError: (error: unknown) => void;
}

export interface Negotiation {
  /** Hands one signal from the other party to the connection; signals are applied one at a time, in order. */
  receive: (signal: CameraSignal) => void;
}

/**
 * The W3C "perfect negotiation" pattern (WebRTC 1.0, §10.7): either side may (re)negotiate at any
 * time — adding a track, restarting ICE — and a collision of two offers is resolved by the polite
 * side rolling back, with no extra coordination. Signals arrive through Firestore, so each one is
 * handled only after the previous one settled (a description before the candidates it precedes).
 */
export function perfectNegotiation(pc: RTCPeerConnection, { polite, send, onError }: NegotiationOptions): Negotiation {
  let makingOffer = false;
  let ignoreOffer = false;
  let isSettingRemoteAnswerPending = false;

  const sendLocalDescription = () => {
    const { type, sdp } = pc.localDescription!;
    send({ description: { type: type as 'offer' | 'answer', sdp } });
  };

  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      await pc.setLocalDescription();
      sendLocalDescription();
    } catch (error) {
      onError(error);
    } finally {
      makingOffer = false;
    }
  };

  pc.onicecandidate = ({ candidate }) => {
    // null marks the end of gathering; the other side needs nothing for it.
    if (!candidate) return;
    const { sdpMid, sdpMLineIndex, usernameFragment } = candidate.toJSON();
    send({
      candidate: {
        candidate: candidate.candidate,
        sdpMid: sdpMid ?? null,
        sdpMLineIndex: sdpMLineIndex ?? null,
        usernameFragment: usernameFragment ?? null,
      },
    });
  };

  async function handle(signal: CameraSignal) {
    if ('description' in signal) {
      const { description } = signal;
      const readyForOffer = !makingOffer && (pc.signalingState === 'stable' || isSettingRemoteAnswerPending);
      const offerCollision = description.type === 'offer' && !readyForOffer;
      ignoreOffer = !polite && offerCollision;
      if (ignoreOffer) return;
      isSettingRemoteAnswerPending = description.type === 'answer';
      await pc.setRemoteDescription(description); // rolls back our own offer when polite
      isSettingRemoteAnswerPending = false;
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        sendLocalDescription();
      }
      return;
    }
    try {
      await pc.addIceCandidate(signal.candidate);
    } catch (error) {
      // Candidates of an offer we ignored cannot apply; any other failure is real.
      if (!ignoreOffer) throw error;
    }
  }

  let queue = Promise.resolve();
  return {
    receive: (signal) => {
      queue = queue.then(() => handle(signal)).catch(onError);
    },
  };
}
