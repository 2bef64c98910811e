/** A turning wireframe globe tilting towards the pointer; calls `onError` once on a failure. */
import {
  AdditiveBlending,
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  Group,
  IcosahedronGeometry,
  LineBasicMaterial,
  LineSegments,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  WebGLRenderer,
  WireframeGeometry,
} from 'three';
import {HERO_GLOBE_RADIUS, heroGlobePlacement} from '@site/src/lib/heroScene';

export function mountHeroScene(container: HTMLElement, onError: () => void): () => void {
  const renderer = new WebGLRenderer({antialias: true, alpha: true, powerPreference: 'low-power'});
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.setClearColor(0x000000, 0);
  const canvas = renderer.domElement;
  canvas.setAttribute('data-testid', 'hero-scene-canvas');
  container.appendChild(canvas);

  const scene = new Scene();
  const camera = new PerspectiveCamera(45, 1, 0.1, 100);
  camera.position.set(0, 0, 6.5);

  const globe = new Group();
  const shell = new IcosahedronGeometry(HERO_GLOBE_RADIUS, 3);
  const wire = new LineSegments(
    new WireframeGeometry(shell),
    new LineBasicMaterial({color: new Color('#b69cf0'), transparent: true, opacity: 0.35, blending: AdditiveBlending}),
  );
  const nodes = new Points(
    shell,
    new PointsMaterial({color: new Color('#e9ddff'), size: 0.06, transparent: true, opacity: 0.9}),
  );
  globe.add(wire, nodes);

  // A loose halo of points around the globe.
  const halo = new BufferGeometry();
  const positions: number[] = [];
  for (let i = 0; i < 260; i += 1) {
    const radius = 2.8 + ((i * 37) % 100) / 60;
    const theta = i * 2.399963;
    const y = 1 - (i / 259) * 2;
    const r = Math.sqrt(1 - y * y);
    positions.push(Math.cos(theta) * r * radius, y * radius, Math.sin(theta) * r * radius);
  }
  halo.setAttribute('position', new Float32BufferAttribute(positions, 3));
  const haloPoints = new Points(
    halo,
    new PointsMaterial({color: new Color('#8f67c7'), size: 0.035, transparent: true, opacity: 0.8}),
  );
  globe.add(haloPoints);
  scene.add(globe);

  let frame = 0;
  let failed = false;
  let targetTilt = {x: 0, y: 0};

  const resize = () => {
    const width = container.clientWidth || 1;
    const height = container.clientHeight || 1;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    // Beside the text on wide heroes, low in the corner under the scrim on narrow ones.
    const placement = heroGlobePlacement(width, height, camera.fov, camera.position.z);
    globe.position.set(placement.x, placement.y, 0);
    globe.scale.setScalar(placement.scale);
    camera.updateProjectionMatrix();
  };
  const onPointer = (event: PointerEvent) => {
    targetTilt = {
      x: (event.clientY / window.innerHeight - 0.5) * 0.4,
      y: (event.clientX / window.innerWidth - 0.5) * 0.6,
    };
  };
  const dispose = () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('resize', resize);
    window.removeEventListener('pointermove', onPointer);
    canvas.removeEventListener('webglcontextlost', onContextLost);
    shell.dispose();
    halo.dispose();
    renderer.dispose();
    canvas.remove();
  };
  const fail = () => {
    if (!failed) {
      failed = true;
      onError();
    }
  };
  function onContextLost(event: Event) {
    event.preventDefault();
    fail();
  }

  const render = () => {
    try {
      globe.rotation.y += 0.0016;
      globe.rotation.x += (targetTilt.x - globe.rotation.x) * 0.03;
      globe.rotation.z += (targetTilt.y * 0.3 - globe.rotation.z) * 0.03;
      haloPoints.rotation.y -= 0.0008;
      renderer.render(scene, camera);
      frame = window.requestAnimationFrame(render);
    } catch {
      fail();
    }
  };

  canvas.addEventListener('webglcontextlost', onContextLost);
  window.addEventListener('resize', resize);
  window.addEventListener('pointermove', onPointer, {passive: true});
  resize();
  render();
  return dispose;
}
