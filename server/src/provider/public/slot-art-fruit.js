/** The fruit machine's symbols: cherries, citrus, plum, bell, BAR, seven, the WILD star and the gem scatter. */
export const fruitArt = `
  <defs>
    <radialGradient id="g-cherry" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#ff8d9b"/><stop offset=".45" stop-color="#e0173f"/><stop offset="1" stop-color="#6d0016"/></radialGradient>
    <linearGradient id="g-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9be15d"/><stop offset="1" stop-color="#2f8f2a"/></linearGradient>
    <radialGradient id="g-lemon" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#fff7a8"/><stop offset=".5" stop-color="#ffd92e"/><stop offset="1" stop-color="#c49100"/></radialGradient>
    <radialGradient id="g-orange" cx="38%" cy="35%" r="70%"><stop offset="0" stop-color="#ffd08a"/><stop offset=".5" stop-color="#ff8c12"/><stop offset="1" stop-color="#b84a00"/></radialGradient>
    <radialGradient id="g-plum" cx="38%" cy="32%" r="72%"><stop offset="0" stop-color="#d9a8ff"/><stop offset=".5" stop-color="#8a34e0"/><stop offset="1" stop-color="#3a0a75"/></radialGradient>
    <linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".45" stop-color="#f5b82e"/><stop offset="1" stop-color="#9a5f06"/></linearGradient>
    <linearGradient id="g-gold-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a86f0c"/><stop offset=".5" stop-color="#ffe08a"/><stop offset="1" stop-color="#a86f0c"/></linearGradient>
    <linearGradient id="g-seven" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8a98"/><stop offset=".5" stop-color="#e3102f"/><stop offset="1" stop-color="#7e0016"/></linearGradient>
    <linearGradient id="g-wild" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a56bff"/><stop offset="1" stop-color="#4a14a8"/></linearGradient>
    <linearGradient id="g-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c7f4ff"/><stop offset=".45" stop-color="#36a3ff"/><stop offset="1" stop-color="#1a2a9c"/></linearGradient>
  </defs>
  <symbol id="sym-cherry" viewBox="0 0 100 100">
    <path d="M52 16 C 45 32 37 45 31 58" stroke="#3c8f2b" stroke-width="4.5" fill="none" stroke-linecap="round"/>
    <path d="M52 16 C 58 33 65 46 70 60" stroke="#3c8f2b" stroke-width="4.5" fill="none" stroke-linecap="round"/>
    <path d="M52 16 C 63 5 80 8 88 19 C 75 25 62 24 52 16 Z" fill="url(#g-leaf)"/>
    <circle cx="30" cy="69" r="19" fill="url(#g-cherry)"/>
    <circle cx="70" cy="71" r="19" fill="url(#g-cherry)"/>
    <ellipse cx="23" cy="61" rx="5.5" ry="3.5" fill="#fff" opacity=".7"/>
    <ellipse cx="63" cy="63" rx="5.5" ry="3.5" fill="#fff" opacity=".7"/>
  </symbol>
  <symbol id="sym-lemon" viewBox="0 0 100 100">
    <path d="M12 54 C 18 30 42 20 62 23 C 78 26 89 40 91 52 C 88 65 74 79 53 81 C 32 83 15 70 12 54 Z" fill="url(#g-lemon)" stroke="#b58600" stroke-width="2"/>
    <path d="M12 54 L 4 52 L 12 46 Z" fill="#d9a900"/>
    <path d="M91 52 L 97 55 L 90 59 Z" fill="#d9a900"/>
    <ellipse cx="40" cy="40" rx="15" ry="6" fill="#fff" opacity=".5" transform="rotate(-18 40 40)"/>
  </symbol>
  <symbol id="sym-orange" viewBox="0 0 100 100">
    <circle cx="50" cy="56" r="34" fill="url(#g-orange)" stroke="#a84300" stroke-width="2"/>
    <path d="M50 23 C 56 10 72 8 80 14 C 72 24 60 26 50 23 Z" fill="url(#g-leaf)"/>
    <circle cx="50" cy="23" r="3" fill="#5b3a12"/>
    <g fill="#fff" opacity=".22"><circle cx="62" cy="52" r="1.6"/><circle cx="70" cy="64" r="1.6"/><circle cx="56" cy="72" r="1.6"/><circle cx="40" cy="66" r="1.6"/><circle cx="66" cy="40" r="1.6"/></g>
    <ellipse cx="38" cy="42" rx="11" ry="7" fill="#fff" opacity=".45" transform="rotate(-30 38 42)"/>
  </symbol>
  <symbol id="sym-plum" viewBox="0 0 100 100">
    <path d="M50 24 C 52 16 56 12 62 10" stroke="#6b4a1f" stroke-width="4" fill="none" stroke-linecap="round"/>
    <ellipse cx="50" cy="57" rx="31" ry="34" fill="url(#g-plum)" stroke="#2c0760" stroke-width="2"/>
    <path d="M50 25 C 42 40 42 70 50 90" stroke="#2c0760" stroke-width="2" fill="none" opacity=".6"/>
    <ellipse cx="37" cy="43" rx="8" ry="12" fill="#fff" opacity=".35" transform="rotate(20 37 43)"/>
  </symbol>
  <symbol id="sym-bell" viewBox="0 0 100 100">
    <circle cx="50" cy="12" r="6" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2"/>
    <path d="M50 16 C 35 16 27 28 27 44 L 27 58 C 27 67 20 71 14 77 L 86 77 C 80 71 73 67 73 58 L 73 44 C 73 28 65 16 50 16 Z" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2.5"/>
    <rect x="12" y="74" width="76" height="9" rx="4.5" fill="url(#g-gold-side)" stroke="#7a4a00" stroke-width="2"/>
    <circle cx="50" cy="89" r="7" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2"/>
    <path d="M38 30 C 34 38 34 50 35 60" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity=".55"/>
  </symbol>
  <symbol id="sym-bar" viewBox="0 0 100 100">
    <rect x="6" y="26" width="88" height="48" rx="9" fill="#141414" stroke="url(#g-gold-side)" stroke-width="5"/>
    <rect x="12" y="32" width="76" height="5" rx="2.5" fill="url(#g-gold-side)"/>
    <rect x="12" y="63" width="76" height="5" rx="2.5" fill="url(#g-gold-side)"/>
    <text x="50" y="60" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="24" fill="url(#g-gold)" letter-spacing="2">BAR</text>
  </symbol>
  <symbol id="sym-seven" viewBox="0 0 100 100">
    <path d="M20 14 L 82 14 L 82 28 C 67 43 57 62 53 88 L 31 88 C 35 65 45 46 58 30 L 20 30 Z" fill="url(#g-seven)" stroke="#ffd35c" stroke-width="5" stroke-linejoin="round"/>
    <path d="M26 19 L 74 19" stroke="#fff" stroke-width="3" opacity=".55" stroke-linecap="round"/>
  </symbol>
  <symbol id="sym-wild" viewBox="0 0 100 100">
    <polygon points="50.0,6.0 60.0,32.2 88.0,33.6 66.2,51.3 73.5,78.4 50.0,63.0 26.5,78.4 33.8,51.3 12.0,33.6 40.0,32.2" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2.5" stroke-linejoin="round"/>
    <rect x="8" y="58" width="84" height="28" rx="9" fill="url(#g-wild)" stroke="#ffd35c" stroke-width="3"/>
    <text x="50" y="79" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="20" fill="#fff" letter-spacing="2">WILD</text>
  </symbol>
  <symbol id="sym-scatter" viewBox="0 0 100 100">
    <polygon points="28,16 72,16 92,38 50,92 8,38" fill="url(#g-gem)" stroke="#c7f4ff" stroke-width="2.5" stroke-linejoin="round"/>
    <g stroke="#fff" stroke-width="1.6" opacity=".6" fill="none"><path d="M8 38 H 92"/><path d="M28 16 L 38 38 L 50 92 L 62 38 L 72 16"/><path d="M38 38 L 50 16 L 62 38"/></g>
    <polygon points="28,16 50,16 38,38 8,38" fill="#fff" opacity=".28"/>
    <path d="M82 8 L 84 14 L 90 16 L 84 18 L 82 24 L 80 18 L 74 16 L 80 14 Z" fill="#fff"/>
  </symbol>
`;
