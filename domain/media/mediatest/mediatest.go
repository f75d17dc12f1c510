// Package mediatest makes the files the image tests upload: a photo with a GPS position
// in its EXIF, a PNG header that claims any size, and a PDF.
package mediatest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
)

// GPSMarker is the text the photo's GPS block carries (GPSProcessingMethod), to look for
// in what is stored.
const GPSMarker = "WANDELWIJS-GPS-52.0168N-5.7150E"

// JPEGWithGPS returns a w×h JPEG photo whose EXIF has a GPS block: latitude 52° N,
// longitude 5° E and GPSMarker.
func JPEGWithGPS(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(x * 255 / w), uint8(80 + y*100/h), 60, 255})
		}
	}
	var plain bytes.Buffer
	if err := jpeg.Encode(&plain, img, &jpeg.Options{Quality: 90}); err != nil {
		panic(err)
	}
	exif := append([]byte("Exif\x00\x00"), gpsTIFF()...)
	var out bytes.Buffer
	out.Write(plain.Bytes()[:2]) // SOI
	out.Write([]byte{0xFF, 0xE1})
	_ = binary.Write(&out, binary.BigEndian, uint16(len(exif)+2))
	out.Write(exif)
	out.Write(plain.Bytes()[2:])
	return out.Bytes()
}

// gpsTIFF is a big-endian TIFF whose IFD0 points to a GPS IFD with a latitude, a
// longitude and a processing method.
func gpsTIFF() []byte {
	type entry struct {
		tag, typ uint16
		count    uint32
		value    []byte // inline when at most 4 bytes, else placed after the IFD
	}
	method := append([]byte("ASCII\x00\x00\x00"), GPSMarker...)
	rational := func(vals ...uint32) []byte {
		var b bytes.Buffer
		for _, v := range vals {
			_ = binary.Write(&b, binary.BigEndian, v)
			_ = binary.Write(&b, binary.BigEndian, uint32(1))
		}
		return b.Bytes()
	}
	const ifd0 = 8
	const ifd0Size = 2 + 12 + 4
	gpsIFD := uint32(ifd0 + ifd0Size)
	gps := []entry{
		{0x0001, 2, 2, []byte("N\x00")},
		{0x0002, 5, 3, rational(52, 1, 1)},
		{0x0003, 2, 2, []byte("E\x00")},
		{0x0004, 5, 3, rational(5, 42, 54)},
		{0x001B, 7, uint32(len(method)), method},
	}
	var b bytes.Buffer
	b.WriteString("MM")
	_ = binary.Write(&b, binary.BigEndian, uint16(42))
	_ = binary.Write(&b, binary.BigEndian, uint32(ifd0))
	_ = binary.Write(&b, binary.BigEndian, uint16(1))
	for _, v := range []any{uint16(0x8825), uint16(4), uint32(1), gpsIFD} {
		_ = binary.Write(&b, binary.BigEndian, v)
	}
	_ = binary.Write(&b, binary.BigEndian, uint32(0))
	data := gpsIFD + 2 + uint32(len(gps))*12 + 4
	var extra bytes.Buffer
	_ = binary.Write(&b, binary.BigEndian, uint16(len(gps)))
	for _, e := range gps {
		_ = binary.Write(&b, binary.BigEndian, e.tag)
		_ = binary.Write(&b, binary.BigEndian, e.typ)
		_ = binary.Write(&b, binary.BigEndian, e.count)
		if len(e.value) <= 4 {
			v := make([]byte, 4)
			copy(v, e.value)
			b.Write(v)
			continue
		}
		_ = binary.Write(&b, binary.BigEndian, data+uint32(extra.Len()))
		extra.Write(e.value)
	}
	_ = binary.Write(&b, binary.BigEndian, uint32(0))
	b.Write(extra.Bytes())
	return b.Bytes()
}

// PNGHeader returns a PNG that claims to be w×h pixels: a valid signature and IHDR, and
// no picture behind them (a decompression bomb as far as its header tells).
func PNGHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	chunk(&b, "IHDR", ihdr)
	chunk(&b, "IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	chunk(&b, "IEND", nil)
	return b.Bytes()
}

func chunk(b *bytes.Buffer, kind string, data []byte) {
	_ = binary.Write(b, binary.BigEndian, uint32(len(data)))
	crc := crc32.NewIEEE()
	crc.Write([]byte(kind))
	crc.Write(data)
	b.WriteString(kind)
	b.Write(data)
	_ = binary.Write(b, binary.BigEndian, crc.Sum32())
}

// PDF is a small PDF file, as an upload renamed to foto.jpg would carry.
var PDF = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
