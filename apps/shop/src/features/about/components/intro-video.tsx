import { useEffect, useRef, useState } from "react";
import "./about.css";
import { tAbout } from "../../../shared/i18n/about";

/** YOUTUBE_EMBED is YouTube's privacy-enhanced player; the CSP allows frames from it. */
const YOUTUBE_EMBED = "https://www.youtube-nocookie.com/embed/";

interface IntroVideoProps {
  videoId: string;
  /** name is whose video this is, for the button and the frame's title. */
  name: string;
}

/**
 * IntroVideo shows a local still with a play button. Only a click loads YouTube's player,
 * so no third party is contacted before the visitor chooses to watch.
 */
export function IntroVideo({ videoId, name }: IntroVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The play button is gone once the player is there; keyboard focus moves to the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="intro-video">
        <iframe
          ref={frame}
          className="intro-video__frame"
          src={`${YOUTUBE_EMBED}${encodeURIComponent(videoId)}`}
          title={tAbout("video.title", { name })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <div className="intro-video">
      <button type="button" className="intro-video__poster" onClick={() => setPlaying(true)}>
        <VideoStill />
        <span className="intro-video__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </span>
        <span className="intro-video__label">{tAbout("video.watch", { name })}</span>
      </button>
      <p className="intro-video__note">{tAbout("video.note")}</p>
    </div>
  );
}

/** VideoStill is a quiet drawn scene behind the play button: a path between trees at dusk. */
function VideoStill() {
  return (
    <svg
      className="intro-video__still"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="180" fill="#2f5d3a" />
      <circle cx="238" cy="58" r="24" fill="#f5c95a" opacity="0.85" />
      <path d="M0 118c50-26 110-30 170-14s100 10 150-16v92H0z" fill="#4d6b2e" />
      <path d="M0 146c70-18 170-22 320-6v40H0z" fill="#1f3a2a" />
      <path
        d="M140 180c8-18 44-26 40-42-3-12-30-16-18-28 8-8 26-10 40-12"
        fill="none"
        stroke="#ecdcb8"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <g fill="#1f3a2a">
        <path d="M48 140l18-52 18 52z" />
        <path d="M74 142l14-40 14 40z" />
        <path d="M250 142l16-46 16 46z" />
      </g>
    </svg>
  );
}
