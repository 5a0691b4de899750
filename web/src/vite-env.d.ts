/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated emulators the launcher started (auth,functions,firestore[,database]); empty in production. */
  readonly VITE_EMULATORS?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_DATABASE_URL?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** JSON array of RTCIceServer for the in-app camera (STUN/TURN); none is needed on one machine. */
  readonly VITE_CAMERA_ICE_SERVERS?: string;
  /** Default viewer cap offered on /Admin/camera (docs/camera.md). */
  readonly VITE_CAMERA_VIEWER_CAP?: string;
  /** '1' in a test build that offers the pseudo-language (docs/languages.md). */
  readonly VITE_PSEUDO_LANGUAGE?: string;
}

/** Emulator ports from firebase.json (vite.config.ts). */
declare const __EMULATOR_PORTS__: Record<string, number>;

/** This build's id (build-tools/build-info.ts); compared with latest-build.json to detect a new deployment. */
declare const __BUILD_ID__: string;

/** A PO catalog, compiled by Lingui's Vite plugin when imported (docs/languages.md). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
